import { msg } from '@lingui/core/macro'
import type { PolicySection } from './models/policy'
import { settings } from './settings'
import type { Copy } from '../src/engine/content'

// Named so translators see `{legalName}` and `{email}` in the messages; the values come from settings.ts.
const legalName = settings.legalName
const email = settings.email

/** The privacy policy (LGPD, Lei nº 13.709/2018) of the fictional company: a title, an introduction and nine sections. */
type NineSections = [
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
  PolicySection,
]

export const privacyPolicy: { title: Copy; intro: Copy[]; sections: NineSections } = {
  title: msg`Política de privacidade`,
  intro: [
    msg`Esta política explica como a ${legalName} (Nuvora), controladora dos dados pessoais tratados neste site, coleta, usa, compartilha e protege os dados de quem nos visita ou entra em contato conosco, de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).`,
    msg`Se tiver qualquer dúvida, fale com o nosso encarregado de dados pelos canais indicados na seção 9.`,
  ],
  sections: [
    {
      title: msg`1. Dados que coletamos`,
      paragraphs: [msg`Coletamos apenas os dados necessários para atender você:`],
      bullets: [
        msg`Dados que você informa nos formulários: nome, telefone, e-mail, empresa, cargo, estado, faixa de faturamento, nicho de atuação e a mensagem enviada, além do endereço da página em que o formulário foi preenchido.`,
        msg`Dados de navegação, somente com o seu consentimento: páginas visitadas, página de origem, tipo de dispositivo e navegador, coletados por cookies e tecnologias semelhantes.`,
        msg`Dados técnicos necessários ao funcionamento e à segurança do site, como endereço IP, data e hora de acesso, guardados conforme o Marco Civil da Internet.`,
      ],
    },
    {
      title: msg`2. Como usamos os seus dados`,
      paragraphs: [msg`Usamos os dados pessoais para:`],
      bullets: [
        msg`responder a pedidos de contato e de orçamento e preparar propostas comerciais;`,
        msg`retornar o contato pelo canal que você indicou, como e-mail, telefone ou WhatsApp;`,
        msg`enviar conteúdos e novidades sobre os nossos serviços, quando você autorizar;`,
        msg`medir a audiência do site e o resultado das nossas campanhas, se você aceitar os cookies;`,
        msg`manter o site seguro, prevenir fraudes e cumprir obrigações legais.`,
      ],
    },
    {
      title: msg`3. Bases legais`,
      paragraphs: [msg`Só tratamos dados pessoais quando há uma base legal prevista no artigo 7º da LGPD:`],
      bullets: [
        msg`Procedimentos preliminares a um contrato, a seu pedido: responder ao seu contato e elaborar propostas.`,
        msg`Consentimento: cookies de medição e de publicidade e envio de comunicações de marketing. Você pode revogá-lo a qualquer momento.`,
        msg`Legítimo interesse: melhorar os nossos serviços e proteger o site, sempre respeitando os seus direitos e as suas expectativas.`,
        msg`Cumprimento de obrigação legal ou regulatória, como a guarda de registros de acesso.`,
      ],
    },
    {
      title: msg`4. Compartilhamento de dados`,
      paragraphs: [msg`Não vendemos nem alugamos dados pessoais. Compartilhamos dados apenas com:`],
      bullets: [
        msg`prestadores de serviço que tratam dados em nosso nome, como hospedagem, envio de e-mails e atendimento, sob contrato e com obrigações de sigilo e segurança;`,
        msg`ferramentas de medição e de publicidade, somente se você aceitar os cookies;`,
        msg`autoridades públicas, quando a lei ou uma ordem judicial exigir.`,
      ],
    },
    {
      title: msg`5. Cookies e tecnologias de rastreamento`,
      paragraphs: [
        msg`Cookies são pequenos arquivos guardados no seu navegador. Usamos os estritamente necessários para o site funcionar e, somente com o seu consentimento, cookies de medição e de publicidade.`,
        msg`Na primeira visita, um aviso pergunta se você aceita os cookies. Enquanto você não aceitar, nenhum script de rastreamento é carregado. Se aceitar, carregamos gerenciadores de tags e um pixel de anúncios, que registram as páginas visitadas e conversões, como o envio de um formulário.`,
        msg`Você pode recusar os cookies opcionais sem prejuízo à navegação e mudar de ideia quando quiser em “Configurações de cookies”, no rodapé do site, ou apagando os dados deste site no seu navegador.`,
      ],
    },
    {
      title: msg`6. Por quanto tempo guardamos os dados`,
      paragraphs: [msg`Guardamos os dados pessoais apenas pelo tempo necessário às finalidades desta política:`],
      bullets: [
        msg`pedidos de contato e propostas: até dois anos após o último contato, quando não resultam em contrato;`,
        msg`dados de clientes: durante o contrato e pelos prazos exigidos pela legislação fiscal e civil;`,
        msg`registros de acesso ao site: seis meses, como exige o Marco Civil da Internet;`,
        msg`dados tratados com base no consentimento: até que você o revogue.`,
      ],
    },
    {
      title: msg`7. Segurança dos dados`,
      paragraphs: [
        msg`Adotamos medidas técnicas e administrativas para proteger os dados contra acessos não autorizados, perda, alteração e vazamento, entre elas conexão criptografada (HTTPS) em todo o site, acesso restrito às pessoas que precisam dos dados, cópias de segurança e treinamento da equipe.`,
        msg`Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD), como prevê a LGPD.`,
      ],
    },
    {
      title: msg`8. Os seus direitos`,
      paragraphs: [msg`A LGPD garante a você, gratuitamente e a qualquer momento, o direito de:`],
      bullets: [
        msg`confirmar se tratamos os seus dados e ter acesso a eles;`,
        msg`corrigir dados incompletos, inexatos ou desatualizados;`,
        msg`pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;`,
        msg`pedir a portabilidade dos seus dados a outro fornecedor;`,
        msg`pedir a eliminação dos dados tratados com o seu consentimento e revogar esse consentimento;`,
        msg`saber com quem compartilhamos os seus dados e quais as consequências de não dar o consentimento;`,
        msg`apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
      ],
    },
    {
      title: msg`9. Contato e encarregado de dados`,
      paragraphs: [
        msg`Para exercer os seus direitos, tirar dúvidas sobre esta política ou falar com o nosso encarregado pelo tratamento de dados pessoais, escreva para ${email}. Respondemos em até 15 dias.`,
        msg`Esta política pode ser atualizada para refletir mudanças nos nossos serviços ou na legislação. A versão em vigor é sempre a publicada nesta página.`,
      ],
      actions: [{ label: msg`Escrever para o encarregado`, href: `mailto:${email}` }],
    },
  ],
}
