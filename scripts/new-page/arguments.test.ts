import { describe, expect, it } from 'vitest'
import { defineCollection } from '../../src/config/collections'
import type { PageDeclaration } from '../../src/config/pages'
import { testPages } from '../../src/testing/testSite'
import { checkArguments } from './arguments'
import { parseOptions } from './options'

const copy = (message: string) => ({ id: message, message })
const articles: PageDeclaration = {
  id: 'article',
  path: '/news/:slug',
  layout: 'default',
  collection: defineCollection({ name: 'news', schema: { type: 'object' }, entries: [{ slug: 'launch' }] }),
  meta: () => ({ title: copy('News'), description: copy('News') }),
  sections: () => [],
}
/** Every mistake `new:page` finds in a command line, one per line, on the test site with a collection page. */
const mistakes = (...args: string[]) => {
  const { options, errors } = parseOptions(args)
  const checked = errors.length > 0 ? errors : checkArguments(options, [...testPages, articles])
  return Array.isArray(checked) ? checked.join('\n') : checked
}

describe('new:page arguments', () => {
  it('plans a copy or a starter page', () => {
    expect(mistakes('--id', 'black-friday', '--path=/black-friday', '--from', 'contact')).toMatchObject({
      id: 'black-friday',
      path: '/black-friday',
      from: { id: 'contact' },
    })
    expect(mistakes('--path', '/offers/tv', '--id', 'offers')).toEqual({ id: 'offers', path: '/offers/tv' })
  })

  it('explains each mistaken option', () => {
    expect(mistakes('offers', '--ide', 'offers', '--path')).toMatchInlineSnapshot(`
      "unexpected "offers": name each argument (--id, --path, --from)
      unknown option "--ide" (did you mean "--id"?); the options are --id, --path, --from
      --path needs a value"
    `)
  })

  it('explains a missing, malformed or taken id and path', () => {
    expect(mistakes()).toMatchInlineSnapshot(`
      "--id is required: the name of the new page, e.g. --id black-friday
      --path is required: the address of the new page without a locale, e.g. --path /black-friday"
    `)
    expect(mistakes('--id', 'Black_Friday', '--path', 'black-friday')).toMatchInlineSnapshot(`
      "--id "Black_Friday" must be words of letters and digits joined by hyphens, starting with a lower-case letter (e.g. black-friday)
      --path "black-friday" must start with "/", followed by lower-case words joined by hyphens, like /black-friday or /ofertas/black-friday"
    `)
    expect(mistakes('--id', 'contact', '--path', '/news/launch')).toMatchInlineSnapshot(`
      "--id "contact" is taken by the page at "/contact"; choose another id
      --path "/news/launch" is taken by page "article/launch"; choose another path"
    `)
    expect(mistakes('--id', 'offers', '--path', '/en-us/offers')).toMatchInlineSnapshot(
      `"--path "/en-us/offers" must not start with a locale: every locale gets its own prefix, write /offers"`,
    )
  })

  it('explains a --from that is no page (suggesting the nearest) or a collection page', () => {
    expect(mistakes('--id', 'offers', '--path', '/offers', '--from', 'contcat')).toMatchInlineSnapshot(
      `"--from "contcat" is not a page id (did you mean "contact"?); a page's id is the \`id:\` line of its file in pages/, not the file name (\`npm run i18n:status\` lists every page id)"`,
    )
    // A file name is no id: the id it holds is suggested.
    expect(mistakes('--id', 'offers', '--path', '/offers', '--from', 'con-tact')).toContain(
      '--from "con-tact" is not a page id (did you mean "contact"?)',
    )
    expect(mistakes('--id', 'offers', '--path', '/offers', '--from', 'article')).toMatchInlineSnapshot(
      `"--from "article" is a collection page (one page per entry of "news") and cannot be copied; add an entry to that collection instead, or copy another page"`,
    )
  })
})
