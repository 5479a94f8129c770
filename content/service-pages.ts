import { msg } from '@lingui/core/macro'
import { servicePageSchema, type ServicePage, type ServicePageContent } from './models/servicePage'
import { services } from './services'
import { defineCollection } from '../src/engine/content'

/** The services with a page of their own at `/{locale}/servicos/{slug}` (e-commerce has its own landing page). */
type ServicePageId = 'web' | 'mobile' | 'softwareMaintenance' | 'outsourcing' | 'apis' | 'design' | 'ai'

const text: Record<ServicePageId, ServicePageContent> = {
  web: {
    subtitle: msg`Portais, sistemas internos e produtos SaaS feitos sob medida, com o desempenho e a segurança que o seu negócio exige.`,
    paragraphs: [
      msg`Cada empresa tem processos próprios, e o software deveria acompanhá-los, não o contrário. Desenvolvemos plataformas web sob medida, do painel administrativo ao portal do cliente, pensadas para o seu fluxo de trabalho e prontas para crescer junto com a operação.`,
      msg`Começamos entendendo o problema com as pessoas que vão usar o sistema. Depois, entregamos em ciclos curtos: você acompanha versões funcionando desde as primeiras semanas e define as prioridades com a gente.`,
      msg`Usamos tecnologias modernas e consolidadas, arquitetura em nuvem e boas práticas de segurança e acessibilidade, para que a plataforma seja rápida, estável e fácil de manter.`,
    ],
    bullets: [
      msg`Descoberta e desenho da solução com o seu time`,
      msg`Sistemas internos, portais de clientes e produtos SaaS`,
      msg`Arquitetura em nuvem escalável, com publicação automatizada`,
      msg`Segurança desde o início e adequação à LGPD`,
      msg`Interfaces responsivas e acessíveis`,
      msg`Painéis, relatórios e integrações com os sistemas que você já usa`,
    ],
  },
  mobile: {
    subtitle: msg`Aplicativos para iOS e Android que os seus clientes gostam de usar, do protótipo à publicação nas lojas.`,
    paragraphs: [
      msg`Um bom aplicativo coloca o seu negócio no bolso do cliente. Criamos apps nativos e multiplataforma com foco em experiência, desempenho e estabilidade, seja para vender, atender ou organizar o trabalho da sua equipe em campo.`,
      msg`Validamos a ideia com protótipos navegáveis antes de escrever código e desenvolvemos em entregas curtas, com versões de teste no seu celular. Também cuidamos da publicação na App Store e no Google Play.`,
      msg`Depois do lançamento, acompanhamos as métricas de uso e as falhas para evoluir o app com base em dados reais.`,
    ],
    bullets: [
      msg`Apps nativos (Swift e Kotlin) ou multiplataforma (React Native e Flutter)`,
      msg`Protótipos navegáveis para validar a ideia`,
      msg`Notificações, pagamentos, geolocalização e modo offline`,
      msg`Integração com o seu backend, ERP ou CRM`,
      msg`Publicação e gestão nas lojas de aplicativos`,
      msg`Monitoramento de falhas e análise de uso`,
    ],
  },
  softwareMaintenance: {
    subtitle: msg`Mantemos o seu sistema estável, seguro e atualizado, para que o seu time foque no negócio.`,
    paragraphs: [
      msg`Software parado no tempo acumula falhas, fica lento e vira risco de segurança. Assumimos a manutenção de sistemas existentes, inclusive dos que não foram feitos por nós, com diagnóstico, correções e melhorias contínuas.`,
      msg`Começamos com uma auditoria do código, da infraestrutura e das dependências. A partir dela, montamos um plano com prioridades claras: o que precisa de correção imediata, o que pode melhorar e o que vale modernizar.`,
      msg`Trabalhamos com acordos de nível de serviço, monitoramento e relatórios periódicos, para que você saiba sempre o que foi feito e por quê.`,
    ],
    bullets: [
      msg`Auditoria técnica do código e da infraestrutura`,
      msg`Correção de falhas com prazos de atendimento definidos (SLA)`,
      msg`Atualização de bibliotecas, frameworks e servidores`,
      msg`Monitoramento, alertas e cópias de segurança`,
      msg`Melhorias de desempenho e de segurança`,
      msg`Modernização gradual de sistemas legados`,
    ],
  },
  outsourcing: {
    subtitle: msg`Profissionais de tecnologia qualificados no seu time, com a gestão e o acompanhamento da Nuvora.`,
    paragraphs: [
      msg`Contratar bons profissionais de tecnologia leva tempo e custa caro. Com o nosso outsourcing, você conta com desenvolvedores, designers, analistas de qualidade e especialistas em dados dedicados ao seu projeto, no ritmo que o seu cronograma pede.`,
      msg`Selecionamos cada profissional de acordo com as tecnologias, a senioridade e a cultura da sua empresa. Cuidamos da contratação, dos encargos e do desenvolvimento técnico, e acompanhamos a entrega de perto.`,
      msg`O time cresce ou diminui conforme a demanda, sem a burocracia de uma contratação direta.`,
    ],
    bullets: [
      msg`Desenvolvedores front-end, back-end e mobile`,
      msg`Designers, analistas de qualidade, DevOps e especialistas em dados`,
      msg`Profissionais dedicados em tempo integral ou parcial`,
      msg`Substituição rápida do profissional, quando necessário`,
      msg`Contratos e encargos sob a responsabilidade da Nuvora`,
      msg`Acompanhamento de desempenho e relatórios mensais`,
    ],
  },
  apis: {
    subtitle: msg`Conectamos seus sistemas, parceiros e meios de pagamento para que os dados circulem sem retrabalho.`,
    paragraphs: [
      msg`Informações digitadas duas vezes, planilhas trocadas por e-mail e sistemas que não conversam custam tempo e geram erros. Integramos ERPs, CRMs, lojas virtuais, bancos e serviços de terceiros por meio de APIs seguras e bem documentadas.`,
      msg`Também criamos APIs próprias para o seu negócio, prontas para parceiros, aplicativos e novos canais de venda, com autenticação, controle de acesso e limites de uso.`,
      msg`Cada integração é testada, monitorada e documentada, para que o seu time saiba exatamente o que acontece com cada dado.`,
    ],
    bullets: [
      msg`Integração com ERPs, CRMs, marketplaces e meios de pagamento`,
      msg`APIs REST e GraphQL documentadas em OpenAPI`,
      msg`Webhooks e filas para processamento em tempo real`,
      msg`Autenticação, controle de acesso e criptografia`,
      msg`Monitoramento, alertas e registro de cada chamada`,
      msg`Pix e Open Finance para fintechs`,
    ],
  },
  design: {
    subtitle: msg`Produtos digitais claros, bonitos e fáceis de usar, desenhados a partir de pesquisa com usuários reais.`,
    paragraphs: [
      msg`Um bom design reduz dúvidas, chamados de suporte e desistências. Nossa equipe de UI/UX desenha interfaces que levam as pessoas ao que precisam com o mínimo de esforço e que refletem a identidade da sua marca.`,
      msg`O processo começa com pesquisa: entrevistas, análise de dados e testes com usuários. Em seguida, criamos fluxos, wireframes e protótipos interativos, validados antes de seguir para o desenvolvimento.`,
      msg`Entregamos tudo organizado em um design system, que acelera o desenvolvimento e mantém o produto consistente à medida que ele cresce.`,
    ],
    bullets: [
      msg`Pesquisa com usuários e testes de usabilidade`,
      msg`Arquitetura de informação e fluxos de navegação`,
      msg`Wireframes e protótipos interativos`,
      msg`Interfaces para web e mobile alinhadas à sua marca`,
      msg`Design system documentado para o time de desenvolvimento`,
      msg`Acessibilidade de acordo com as diretrizes WCAG`,
    ],
  },
  ai: {
    subtitle: msg`Automação, assistentes virtuais e análise de dados com IA, sob medida para os desafios do seu negócio.`,
    paragraphs: [
      msg`A inteligência artificial já faz parte do dia a dia das empresas que mais crescem. Ajudamos você a identificar onde a IA gera resultado de verdade e construímos soluções sob medida, integradas aos seus sistemas e processos.`,
      msg`Desenvolvemos assistentes que atendem clientes no WhatsApp e no site, automações que leem documentos e preenchem sistemas, e modelos que preveem demanda, riscos e oportunidades a partir dos seus dados.`,
      msg`Tudo com atenção à privacidade, à segurança das informações e à qualidade das respostas, e com métricas claras para medir o retorno do investimento.`,
    ],
    bullets: [
      msg`Diagnóstico das oportunidades de IA no seu negócio`,
      msg`Assistentes virtuais e chatbots com IA generativa`,
      msg`Automação de processos e leitura inteligente de documentos`,
      msg`Modelos preditivos e análise de dados`,
      msg`Integração com ERPs, CRMs e canais de atendimento`,
      msg`Governança, privacidade e monitoramento da qualidade`,
    ],
  },
}

/** One page per service, in menu order: the service (title, description, slug) and the page's text. */
export const servicePages = defineCollection<ServicePage>({
  name: 'servicePages',
  schema: servicePageSchema,
  entries: [
    { slug: services.web.slug, service: services.web, ...text.web },
    { slug: services.mobile.slug, service: services.mobile, ...text.mobile },
    { slug: services.softwareMaintenance.slug, service: services.softwareMaintenance, ...text.softwareMaintenance },
    { slug: services.outsourcing.slug, service: services.outsourcing, ...text.outsourcing },
    { slug: services.apis.slug, service: services.apis, ...text.apis },
    { slug: services.design.slug, service: services.design, ...text.design },
    { slug: services.ai.slug, service: services.ai, ...text.ai },
  ],
})
