import type { PeopleProps } from './schema'

const copy = (id: string) => ({ id: `fx.${id}`, message: id })

export const fixtures: Record<string, PeopleProps> = {
  founders: {
    title: copy('Fundadores'),
    subtitle: copy('Quem lidera'),
    people: [
      {
        name: 'Ana Souza',
        role: copy('CEO'),
        bio: copy('bio-ana'),
        photo: { src: '/people/rafael-monteiro.svg', decorative: true },
      },
      {
        name: 'Bruno Lima',
        role: copy('CTO'),
        bio: copy('bio-bruno'),
        photo: { src: '/people/camila-duarte.svg', alt: copy('Retrato de Bruno') },
      },
    ],
  },
  team: {
    title: copy('Time'),
    tone: 'muted',
    people: ['Carla', 'Diego', 'Elisa'].map((name) => ({
      name,
      role: copy(`${name}-role`),
      bio: copy(`${name}-bio`),
      photo: { src: '/people/camila-duarte.svg', decorative: true },
    })),
  },
}
