import { msg } from '@lingui/core/macro'

/**
 * Texts of the forms. The spec keeps the landing and e-commerce validation messages in Portuguese in every
 * language; those carry a context so they stay separate from the contact form's translated ones.
 */
export const formCopy = {
  labels: {
    name: msg`Nome completo`,
    phone: msg`Telefone`,
    company: msg`Nome da empresa`,
    role: msg`Cargo`,
    email: msg`E-mail corporativo`,
    message: msg`Mensagem`,
    leadName: msg`Nome`,
    leadEmail: msg`E-mail`,
    state: msg`Estado`,
    faturamento: msg`Faturamento mensal`,
    nicho: msg`Nicho de atuação`,
  },
  statePlaceholder: msg`Selecione o seu estado`,
  revenuePlaceholder: msg`Selecione o faturamento`,
  revenue: {
    'ate-10mil': msg`Até R$ 10.000 por mês`,
    '10mil-50mil': msg`De R$ 10.000 a R$ 50.000`,
    '50mil-100mil': msg`De R$ 50.000 a R$ 100.000`,
    'acima-100mil': msg`Acima de R$ 100.000`,
    comecando: msg`Estou começando agora`,
  },
  contactErrors: {
    required: msg`Campo obrigatório`,
    email: msg`Email inválido`,
    phone: msg`Telefone inválido`,
  },
  portugueseErrors: {
    required: msg({
      message: 'Campo obrigatório',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
    }),
    email: msg({
      message: 'E-mail inválido',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
    }),
    phone: msg({
      message: 'Telefone inválido',
      context: 'landing and e-commerce forms: keep in Portuguese in every language',
    }),
  },
  contactFailure: msg`Ocorreu um erro ao enviar a mensagem!`,
  leadFailure: msg`Erro ao enviar mensagem. Tente novamente mais tarde.`,
  success: msg`Mensagem enviada com sucesso!`,
  send: msg`Enviar`,
  sending: msg`Enviando…`,
  requiredHint: msg`Todos os campos são obrigatórios.`,
  honeypot: msg`Deixe este campo em branco`,
}
