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
        photo: { src: 'people/rafael-monteiro.png', decorative: true },
      },
      {
        name: 'Bruno Lima',
        role: copy('CTO'),
        bio: copy('bio-bruno'),
        photo: { src: 'people/camila-duarte.png', alt: copy('Retrato de Bruno') },
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
      photo: { src: 'people/camila-duarte.png', decorative: true },
    })),
  },
  /** Four columns on the inverse surface (a larger team). */
  fourColumnsInverse: {
    title: copy('Liderança'),
    subtitle: copy('Quem faz a Nuvora acontecer'),
    columns: 4,
    tone: 'inverse',
    people: ['Carla', 'Diego', 'Elisa', 'Fábio'].map((name, index) => ({
      name,
      role: copy(`${name}-role`),
      bio: copy(`${name}-bio`),
      photo: { src: index % 2 ? 'people/rafael-monteiro.png' : 'people/camila-duarte.png', decorative: true },
    })),
  },
  /** Two columns on the brand surface: three people wrap to a second row. */
  twoColumnsBrand: {
    title: copy('Conselho'),
    columns: 2,
    tone: 'brand',
    people: ['Gabriela', 'Heitor', 'Isabel'].map((name) => ({
      name,
      role: copy(`${name}-role`),
      bio: copy(`${name}-bio`),
      photo: { src: 'people/camila-duarte.png', decorative: true },
    })),
  },
  /** Worst case: the longest realistic copy and a full team (six people). */
  longest: {
    title: { id: 'fx.long.title', message: 'Fundadores, lideranças e especialistas que fazem a Nuvora acontecer' },
    subtitle: {
      id: 'fx.long.subtitle',
      message: 'Profissionais com experiência em grandes empresas de tecnologia, startups e instituições de pesquisa.',
    },
    people: [
      'Maria Fernanda Albuquerque de Vasconcellos',
      'José Roberto Nascimento Figueiredo',
      'Ana Carolina Guimarães Sant’Anna',
      'Luiz Henrique Bittencourt Cavalcanti',
      'Camila Duarte',
      'Rafael Monteiro',
    ].map((name, index) => ({
      name,
      role: { id: `fx.long.role${index}`, message: 'Diretora de Engenharia de Software e Inteligência Artificial' },
      bio: {
        id: `fx.long.bio${index}`,
        message:
          'Mais de quinze anos liderando equipes de desenvolvimento em bancos, varejistas e startups; mestre em ciência da computação, mentora de pessoas desenvolvedoras em início de carreira e palestrante em eventos de tecnologia.',
      },
      photo: {
        src: index % 2 === 0 ? 'people/camila-duarte.png' : 'people/rafael-monteiro.png',
        alt: { id: `fx.long.alt${index}`, message: `Retrato de ${name}` },
      },
    })),
  },
}
