/**
 * The placeholder texts of the page `npm run new:page` starts from: the script writes them, `npm run check:config`
 * (and so the build) refuses a page that still shows one. Each says what to write in its place.
 */
export const STARTER_COPY = {
  title: 'Título da página: aparece na aba do navegador e no resultado de busca',
  description: 'Descrição para buscadores: diga em cerca de 150 caracteres o que o visitante encontra nesta página.',
  heroTitle: 'Título principal: a promessa da página em uma frase',
  heroSubtitle: 'Uma ou duas frases que explicam a oferta e para quem ela é.',
  closingTitle: 'Chamada final: convide o visitante para o próximo passo',
} as const

const STARTER_TEXTS: ReadonlySet<string> = new Set(Object.values(STARTER_COPY))

export function isStarterText(text: string): boolean {
  return STARTER_TEXTS.has(text)
}
