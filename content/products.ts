import { msg } from '@lingui/core/macro'
import type { AiProduct } from './models/products'

/** The six AI products, in the order the products page shows them. All names and sites are fictional. */
export const aiProducts: AiProduct[] = [
  {
    id: 'vendai',
    name: 'Vendaí',
    title: msg`IA de vendas`,
    description: msg`Atende seus clientes no WhatsApp e no site a qualquer hora, tira dúvidas sobre produtos e fecha pedidos sozinha.`,
    image: {
      src: 'products/vendai.png',
      alt: msg`Tela do Vendaí: a caixa de conversas do WhatsApp e do site, com a IA respondendo a uma cliente com o produto, o preço no Pix e o resumo de vendas do dia`,
    },
    link: 'https://vendai.nuvora.example',
  },
  {
    id: 'gestor',
    name: 'Gestor IA',
    title: msg`IA gerente para o seu ERP`,
    description: msg`Conectada ao seu ERP, responde perguntas sobre estoque, financeiro e vendas e avisa quando algo foge do normal.`,
    image: {
      src: 'products/gestor.png',
      alt: msg`Tela do Gestor IA: indicadores de faturamento e margem, o gráfico de receitas e despesas, o estoque crítico e o assistente explicando uma queda de margem`,
    },
    link: 'https://gestor.nuvora.example',
  },
  {
    id: 'pauta',
    name: 'Pauta',
    title: msg`IA de notícias`,
    description: msg`Monitora portais de notícias, resume o que importa para a sua empresa e dá uma nota de relevância a cada matéria.`,
    image: {
      src: 'products/pauta.png',
      alt: msg`Tela do Pauta: manchetes dos portais monitorados, cada uma com uma nota de relevância de 0 a 10, e um resumo da IA sobre a mais relevante`,
    },
    link: 'https://pauta.nuvora.example',
  },
  {
    id: 'lumi',
    name: 'Lumi',
    title: msg`Assistente de aprendizagem para crianças`,
    description: msg`Uma tutora paciente que explica, faz perguntas e acompanha o progresso de cada criança, com relatórios para os pais.`,
    image: {
      src: 'products/lumi.png',
      alt: msg`O Lumi em um tablet e um celular: um exercício de frações com a ajuda do tutor de IA e o relatório semanal para os pais`,
    },
    link: 'https://lumi.nuvora.example',
  },
  {
    id: 'aluga',
    name: 'Aluga Fácil',
    title: msg`Gestão de aluguéis`,
    description: msg`Contratos, cobranças, vistorias e manutenção dos seus imóveis em um só lugar, com lembretes automáticos.`,
    image: {
      src: 'products/aluga.png',
      alt: msg`Tela do Aluga Fácil: a tabela de aluguéis por imóvel com a situação de cada pagamento, o gráfico do ano e os próximos lembretes`,
    },
    link: 'https://aluga.nuvora.example',
  },
  {
    id: 'visage',
    name: 'Visagê',
    title: msg`IA de visagismo para barbearias`,
    description: msg`Analisa o formato do rosto do cliente e sugere os cortes e barbas que mais combinam, antes da primeira tesourada.`,
    image: {
      src: 'products/visage.png',
      alt: msg`O Visagê em um tablet: o rosto de um cliente com a medição do formato do rosto e os cortes de cabelo e de barba sugeridos, em ordem de combinação`,
    },
    link: 'https://visage.nuvora.example',
  },
]
