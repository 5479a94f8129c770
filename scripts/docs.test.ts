import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sections } from '../sections'
import { generateGuide, GUIDE_FILE, REFERENCE_MARK } from './docs-guide'
import { GuideSourceError, readGuideModel } from './docs-model'

describe('docs/marketers.md', () => {
  // Reading the whole project with the compiler takes seconds: once for both tests.
  let guide: Awaited<ReturnType<typeof generateGuide>>
  beforeAll(async () => {
    guide = await generateGuide(process.cwd())
  }, 120_000)

  it('is what `npm run docs` writes from the current schemas', async () => {
    const committed = await readFile(GUIDE_FILE, 'utf8').catch(() => '')
    expect(committed, `${GUIDE_FILE} is stale: run \`npm run docs\` and commit the result`).toBe(guide.text)
  })

  it('has a chapter for every registered block type, in registry order', () => {
    expect(guide.model.blocks.map((block) => block.type)).toEqual(Object.keys(sections))
    for (const type of Object.keys(sections)) expect(guide.text).toContain(`\n### ${type}\n`)
  })
})

/** A small project with the same layout as the site: registry, one section, page types, shared types. */
const PROJECT: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] } }),
  'src/config/common.ts': `
    /** Visible copy. */
    export type Copy = { id: string }
    /** An image. */
    export interface Picture {
      /** File under public/. */
      src: string
      /** Marks the image as decorative. */
      decorative?: boolean
    }`,
  'src/config/image.ts': `
    /** A picture from content/media/. */
    export interface Image {
      /** Its file. */
      src: string
    }
    /** Where a section shows an image (for section authors, not in the guide). */
    export interface ImageSlot {
      /** Its name. */
      name: string
    }`,
  'src/config/pages.ts': `
    import type { Block } from '../../sections'
    import type { layouts } from '../../layouts'
    export type LayoutName = keyof typeof layouts
    export interface PageConfig {
      /** Unique name. */
      id: string
      /** Preview texts. */
      meta: {
        /** Tab title. */
        title: string
      }
      /** The chrome. */
      layout: LayoutName
      /** The blocks. */
      sections: Block[]
    }`,
  'layouts/index.ts': `
    const defineLayout = (layout: { header?: string }) => layout
    export const layouts = {
      /** header and footer. */
      default: defineLayout({ header: 'header' }),
      /** nothing around. */
      bare: defineLayout({}),
    }`,
  'sections/cards/schema.ts': `
    import type { Copy, Picture } from '../../src/config/common'
    export interface Card {
      /** Card heading. */
      title: Copy
      image?: Picture
    }
    export interface CardsProps {
      /** The cards, in order. */
      cards: Card[]
      /** Columns | on wide screens. */
      columns?: 2 | 3
    }`,
  'sections/cards/index.ts': `
    import type { CardsProps } from './schema'
    /** Cards in a grid. */
    export const cards = { type: 'cards' as const, props: {} as CardsProps }`,
  'sections/index.ts': `
    import { cards } from './cards'
    export const sections = { cards } satisfies Record<string, unknown>
    export type Block = {
      [K in keyof typeof sections]: {
        type: K
        /** Anchor id. */
        id?: string
        props: (typeof sections)[K]['props']
      }
    }[keyof typeof sections]`,
}

describe('the guide model', () => {
  let root = ''
  afterEach(() => rm(root, { recursive: true, force: true }))

  async function project(changes: Record<string, string> = {}): Promise<string> {
    root = await mkdtemp(join(tmpdir(), 'guide-'))
    for (const [file, text] of Object.entries({ ...PROJECT, ...changes })) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), text)
    }
    return root
  }

  it('reads each block field with its type, whether it is required and its JSDoc', async () => {
    const model = readGuideModel(await project())
    expect(model.blocks).toEqual([
      {
        type: 'cards',
        summary: 'Cards in a grid.',
        fields: [
          { name: 'cards', type: 'Card[]', required: true, doc: 'The cards, in order.' },
          { name: 'cards[].title', type: 'Copy', required: true, doc: 'Card heading.' },
          { name: 'cards[].image', type: 'Picture', required: false, doc: '' },
          { name: 'columns', type: '2 | 3', required: false, doc: 'Columns | on wide screens.' },
        ],
      },
    ])
    expect(model.undocumented).toEqual(['sections/cards/schema.ts › Card › image'])
    expect(model.blockFields).toEqual([{ name: 'id', type: 'string', required: false, doc: 'Anchor id.' }])
  })

  it('reads the page fields, the layouts and the shared types, whatever fields they gain', async () => {
    const model = readGuideModel(await project())
    expect(model.pageFields.map((field) => field.name)).toEqual(['id', 'meta', 'meta.title', 'layout', 'sections'])
    expect(model.layouts).toEqual({
      names: ['default', 'bare'],
      doc: '- `default`: header and footer.\n- `bare`: nothing around.',
    })
    expect(model.sharedTypes.find((type) => type.name === 'Picture')?.fields).toContainEqual({
      name: 'decorative',
      type: 'boolean',
      required: false,
      doc: 'Marks the image as decorative.',
    })
    // The image field has a chapter of its own; the slot, for section authors, is not in the guide.
    expect(model.images).toEqual([
      {
        name: 'Image',
        doc: 'A picture from content/media/.',
        fields: [{ name: 'src', type: 'string', required: true, doc: 'Its file.' }],
      },
    ])
    // Prettier pads the table columns; compare with single spaces.
    const text = (await generateGuide(root)).text.replace(/ +/g, ' ')
    expect(text).toContain('## Images\n\nA picture from content/media/.\n\nAn image field (`Image`) has these fields:')
    expect(text).toContain('| `columns` | `2 \\| 3` | optional | Columns \\| on wide screens. |')
    expect(text).toContain('| `cards[].title` | [Copy](#copy) | required | Card heading. |')
  })

  it('keeps the walkthrough written above the reference mark, and rewrites what follows', async () => {
    const walkthrough = `# Guide\n\nStep one.\n\n${REFERENCE_MARK} (scripts/docs.ts) -->\n`
    const root = await project({ [GUIDE_FILE]: `${walkthrough}\n## Stale reference\n` })
    const text = (await generateGuide(root)).text
    expect(text.startsWith(walkthrough)).toBe(true)
    expect(text).not.toContain('Stale reference')
    expect(text).toContain('\n## Blocks\n')
    const lost = await project({ [GUIDE_FILE]: '# Guide\n\nStep one.\n' })
    await expect(generateGuide(lost)).rejects.toThrow('has lost its line')
  })

  it('refuses a layout without its JSDoc, naming where to write it', async () => {
    const layouts = PROJECT['layouts/index.ts']!.replace(
      'bare: defineLayout({}),',
      'bare: defineLayout({}),\n      landing: defineLayout({}),',
    )
    const root = await project({ 'layouts/index.ts': layouts })
    const error = (() => {
      try {
        readGuideModel(root)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(GuideSourceError)
    expect((error as Error).message).toMatch(/^layouts\/index\.ts: add a JSDoc line .*\(missing: landing\)$/)
  })

  it('refuses a block type without a summary, naming its index file', async () => {
    const index = PROJECT['sections/cards/index.ts']!.replace('/** Cards in a grid. */', '')
    const root = await project({ 'sections/cards/index.ts': index })
    expect(() => readGuideModel(root)).toThrow('sections/cards/index.ts: add a JSDoc line')
  })
})
