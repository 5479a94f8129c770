import { msg } from '@lingui/core/macro'
import type { AiProduct } from './models/products'

/** The six AI products, in the order the products page shows them. All names and sites are fictional. */
export const aiProducts: AiProduct[] = [
  {
    id: 'vendai',
    name: 'Vendaí',
    title: msg`IA de vendas`,
    description: msg`Atende seus clientes no WhatsApp e no site a qualquer hora, tira dúvidas sobre produtos e fecha pedidos sozinha.`,
    image: { src: 'products/vendai.svg', alt: msg`Seta de gráfico subindo, símbolo das vendas que crescem` },
    link: 'https://vendai.nuvora.example',
  },
  {
    id: 'gestor',
    name: 'Gestor IA',
    title: msg`IA gerente para o seu ERP`,
    description: msg`Conectada ao seu ERP, responde perguntas sobre estoque, financeiro e vendas e avisa quando algo foge do normal.`,
    image: {
      src: 'products/gestor.svg',
      alt: msg`Ícone de painel com blocos e um sinal de mais, símbolo de um ERP com módulos`,
    },
    link: 'https://gestor.nuvora.example',
  },
  {
    id: 'pauta',
    name: 'Pauta',
    title: msg`IA de notícias`,
    description: msg`Monitora portais de notícias, resume o que importa para a sua empresa e dá uma nota de relevância a cada matéria.`,
    image: { src: 'products/pauta.svg', alt: msg`Folha de jornal com linhas de texto` },
    link: 'https://pauta.nuvora.example',
  },
  {
    id: 'lumi',
    name: 'Lumi',
    title: msg`Assistente de aprendizagem para crianças`,
    description: msg`Uma tutora paciente que explica, faz perguntas e acompanha o progresso de cada criança, com relatórios para os pais.`,
    image: { src: 'products/lumi.svg', alt: msg`Estrela, símbolo do progresso de uma criança nos estudos` },
    link: 'https://lumi.nuvora.example',
  },
  {
    id: 'aluga',
    name: 'Aluga Fácil',
    title: msg`Gestão de aluguéis`,
    description: msg`Contratos, cobranças, vistorias e manutenção dos seus imóveis em um só lugar, com lembretes automáticos.`,
    image: { src: 'products/aluga.svg', alt: msg`Contorno de uma casa` },
    link: 'https://aluga.nuvora.example',
  },
  {
    id: 'visage',
    name: 'Visagê',
    title: msg`IA de visagismo para barbearias`,
    description: msg`Analisa o formato do rosto do cliente e sugere os cortes e barbas que mais combinam, antes da primeira tesourada.`,
    image: { src: 'products/visage.svg', alt: msg`Contorno do rosto e dos ombros de uma pessoa` },
    link: 'https://visage.nuvora.example',
  },
]
