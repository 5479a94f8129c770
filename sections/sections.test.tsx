import { Ajv } from 'ajv'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { renderElement, withStandInImages } from '../src/engine/testing'
import { sections } from '.'

const here = import.meta.dirname
const fixtureModules = import.meta.glob<{ fixtures: Record<string, object> }>('./*/fixtures.ts', { eager: true })
/** The one folder that is not a section: components several sections share (`shared/ServiceCard.tsx`). */
const SHARED = 'shared'
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SHARED)
  .map((entry) => entry.name)

describe('section registry', () => {
  it('registers every folder under sections/, under its folder name', () => {
    expect(Object.keys(sections).sort()).toEqual(folders.sort())
    for (const [key, definition] of Object.entries(sections)) expect(definition.type).toBe(key)
  })

  it('keeps no section in shared/: it has no index.ts to register', () => {
    expect(readdirSync(join(here, SHARED))).not.toContain('index.ts')
  })

  it.each(folders)('%s has its component, schema, fixtures, test and index', (folder) => {
    const files = readdirSync(join(here, folder))
    expect(files).toEqual(expect.arrayContaining(['index.ts', 'schema.ts', 'fixtures.ts', `${folder}.test.tsx`]))
    expect(files.some((file) => /^[A-Z]\w+\.tsx$/.test(file))).toBe(true)
  })
})

/**
 * What only does something in the browser: state, effects, event handlers, the engine's hooks with behaviour
 * (`useHydrated`) and the parts that are islands' code (a carousel, the form engine). A
 * section whose code has one must say `interactive: true`, or the built site would never hydrate it (the Instagram
 * browser's save-contact button stayed); one without must not, or its code
 * would reach every browser for nothing.
 */
const BEHAVIOUR =
  /\buse(?:State|Reducer|Effect|LayoutEffect|SyncExternalStore|Hydrated|IsInstagramBrowser)\b|\bon[A-Z]\w*=\{|<(?:Carousel|LeadFormEngine|LeadForm)\b/

describe('islands', () => {
  it.each(folders)('%s is interactive exactly when its code has behaviour', (folder) => {
    const code = readdirSync(join(here, folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(join(here, folder, file), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, ''))
      .join('\n')
    const found = BEHAVIOUR.exec(code)?.[0]
    const definition = sections[folder as keyof typeof sections]
    expect(definition.interactive === true, found ? `has behaviour (${found})` : 'has no behaviour').toBe(
      found !== undefined,
    )
  })
})

describe.each(Object.entries(sections))('section %s', (type, definition) => {
  const fixtures = fixtureModules[`./${type}/fixtures.ts`]?.fixtures ?? {}
  const validate = new Ajv({ allErrors: true, strict: false }).compile(definition.schema)

  it('has at least one fixture', () => expect(Object.keys(fixtures).length).toBeGreaterThan(0))

  it.each(Object.entries(fixtures))('accepts and renders fixture "%s"', async (_name, props) => {
    expect(validate(props), JSON.stringify(validate.errors)).toBe(true)
    const document = await renderElement(
      createElement(definition.Component as ComponentType<{ sectionId: string }>, {
        ...withStandInImages(definition.schema, props),
        sectionId: 'anchor',
      }),
    )
    const root = document.querySelector(`[data-section="${type}"]`)
    expect(root).not.toBeNull()
    expect(root?.id).toBe('anchor')
  })

  it('rejects an empty props object', () => expect(validate({})).toBe(false))
})
