import type { BrandLogo } from '../src/engine/content'

/** The two official partners of the home hero: a search engine company and a social media company. */
export const officialPartners: BrandLogo[] = [
  { name: 'Searchly', img: '/logos/searchly.svg' },
  { name: 'Socialoop', img: '/logos/socialoop.svg' },
]

/** The 18 client and partner brands of the logo wall. */
export const partnerLogos: BrandLogo[] = [
  { name: 'Acmera', img: '/logos/acmera.svg' },
  { name: 'Bluefin Bank', img: '/logos/bluefin-bank.svg' },
  { name: 'Cobalto', img: '/logos/cobalto.svg' },
  { name: 'Dunas Energia', img: '/logos/dunas-energia.svg' },
  { name: 'Everpay', img: '/logos/everpay.svg' },
  { name: 'Fluxo Logística', img: '/logos/fluxo-logistica.svg' },
  { name: 'Granja Viva', img: '/logos/granja-viva.svg' },
  { name: 'Helix Saúde', img: '/logos/helix-saude.svg' },
  { name: 'Ipê Seguros', img: '/logos/ipe-seguros.svg' },
  { name: 'Jaguar Motors', img: '/logos/jaguar-motors.svg' },
  { name: 'Kuara Educação', img: '/logos/kuara-educacao.svg' },
  { name: 'Lumina Varejo', img: '/logos/lumina-varejo.svg' },
  { name: 'Maré Foods', img: '/logos/mare-foods.svg' },
  { name: 'Norte Telecom', img: '/logos/norte-telecom.svg' },
  { name: 'Orbita Fintech', img: '/logos/orbita-fintech.svg' },
  { name: 'Pampa Agro', img: '/logos/pampa-agro.svg' },
  { name: 'Quasar Games', img: '/logos/quasar-games.svg' },
  { name: 'Rio Claro Imóveis', img: '/logos/rio-claro-imoveis.svg' },
]
