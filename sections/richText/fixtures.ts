import type { RichTextProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, RichTextProps> = {
  full: {
    eyebrow: copy('eyebrow'),
    title: copy('title'),
    paragraphs: [copy('p1'), copy('p2')],
    bullets: [copy('b1'), copy('b2'), copy('b3')],
    actions: [{ label: copy('quote'), href: '/contato' }],
    image: { src: '/icons/service-ai.svg', decorative: true },
    tone: 'muted',
  },
  pageTitle: { title: copy('Política de privacidade'), pageTitle: true, paragraphs: [copy('intro')] },
  paragraphsOnly: { paragraphs: [copy('only')] },
}
