import { ESLint } from 'eslint'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** Where the brand is named by tokens only: every file here is linted by `design/no-raw-style`, with no exception. */
const ZONES = ['sections', 'layouts', 'src/forms', 'src/consent', 'src/render', 'src/gallery', 'app']

/** The classes (or values) `design/no-raw-style` refuses in `code`, as if it were the file `file` (it need not exist). */
async function refused(code: string, file = 'sections/example/Example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result!.messages
    .filter((message) => message.ruleId === 'design/no-raw-style')
    .map((message) => /^"([^"]+)"/.exec(message.message)?.[1] ?? message.message)
}

async function messages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'sections/example/Example.tsx') })
  return result!.messages.filter((message) => message.ruleId === 'design/no-raw-style').map((m) => m.message)
}

describe('design/no-raw-style keeps the brand in src/design/tokens.css', { timeout: 120_000 }, () => {
  it('lets token utilities, Tailwind’s own scales and plain strings through', async () => {
    const code = `
      import { cn } from '../../src/design/cn'
      import { cva } from 'class-variance-authority'
      const card = cva('rounded-card bg-surface-raised ring-1 ring-line', {
        variants: { tone: { accent: 'bg-accent-soft text-on-accent-soft', plain: '' } },
        defaultVariants: { tone: 'plain' },
      })
      const tones = { light: 'bg-surface text-fg', inverse: 'bg-surface text-fg-muted' }
      export const look = 'shadow'
      export const when = '2024-08-20'
      export function Example({ open, className }: { open: boolean; className?: string }) {
        return (
          <section className="bg-surface py-section text-fg-muted">
            <h2 className="text-h2 font-semibold text-balance text-left">Ótimo #1</h2>
            <div className={cn('grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3', open && 'hover:bg-fg/8', className)}>
              <a href="#cafe" className="rounded-control px-4 text-action-fg bg-action hover:bg-action-hover [&_svg]:size-4 data-[open]:bg-fg/8">x</a>
              <p className={\`text-small text-fg-accent \${open ? 'border-t-2 border-accent' : ''}\`}>{tones.light}</p>
              <p className={cn(card({ tone: 'accent' }), '-translate-y-0.5 w-1/2')}>x</p>
              <span className="container-page bg-hero-glow shadow-card rounded-full rounded-media outline-focus-ring divide-y divide-line" />
              <svg fill="none" stroke="currentColor"><path fill="url(#g)" stroke="var(--accent)" className="fill-current stroke-2" /></svg>
              <div style={{ aspectRatio: '4 / 3' }} className="text-body text-display text-eyebrow text-stat font-mono ring-line-strong" />
            </div>
          </section>
        )
      }
    `
    expect(await refused(code)).toEqual([])
  })

  it('refuses raw colours: hex, colour functions, in classes, SVG paints and styles', async () => {
    const code = `
      export const brand = '#312e81'
      export const glow = 'rgb(255 91 53 / 0.3)'
      export function Example({ light }: { light: boolean }) {
        return (
          <div className="bg-[#fff]" style={{ color: '#4f46e5', background: 'white' }}>
            <svg color="#abc"><rect fill="#4f46e5" /><path stroke={light ? '#ffffff' : 'black'} /></svg>
          </div>
        )
      }
    `
    expect(await refused(code)).toEqual([
      '#312e81',
      'rgb(255 91 53 / 0.3)',
      'bg-[#fff]',
      '#4f46e5',
      'white',
      '#abc',
      '#4f46e5',
      '#ffffff',
      'black',
    ])
  })

  it('refuses Tailwind’s palette and colour names that are not tokens, behind any variant', async () => {
    const code = `
      import { cn } from '../../src/design/cn'
      const tones = { light: 'bg-white text-slate-600', brand: 'bg-indigo-600 text-indigo-100' }
      export function Example({ open }: { open: boolean }) {
        return (
          <div className={cn('ring-1 ring-indigo-200 shadow-black/30 from-indigo-500 to-transparent', open && 'hover:bg-slate-50 sm:text-white')}>
            <p className="bg-brand text-ink divide-white/20 border-red-700 fill-brand">{tones.light}</p>
          </div>
        )
      }
    `
    expect(await refused(code)).toEqual([
      'bg-white',
      'text-slate-600',
      'bg-indigo-600',
      'text-indigo-100',
      'ring-indigo-200',
      'shadow-black/30',
      'from-indigo-500',
      'hover:bg-slate-50',
      'sm:text-white',
      'bg-brand',
      'text-ink',
      'divide-white/20',
      'border-red-700',
      'fill-brand',
    ])
  })

  it('refuses the scales the tokens replace: text sizes, radii, shadows, font families', async () => {
    const sizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']
    const classes = [
      ...sizes.map((size) => `text-${size}`),
      'sm:text-5xl',
      'rounded',
      'rounded-md',
      'rounded-lg',
      'rounded-xl',
      'rounded-2xl',
      'rounded-3xl',
      'rounded-t-xl',
      'shadow',
      'shadow-sm',
      'shadow-md',
      'shadow-lg',
      'shadow-xl',
      'shadow-2xl',
      'hover:shadow-md',
      'drop-shadow-lg',
      'font-serif',
    ]
    expect(await refused(`export const x = <p className="${classes.join(' ')}" />`)).toEqual(classes)
  })

  it('refuses arbitrary values, properties and breakpoints, and !important', async () => {
    const classes = [
      'max-w-[1048px]',
      'lg:grid-cols-[1fr_480px]',
      '[mask:linear-gradient(black,transparent)]',
      'text-[13px]',
      'object-[50%_0%]',
      '-left-[9999px]',
      'bg-(--coral-500)',
      'bg-fg/[.08]',
      'min-[900px]:flex',
      '!py-8',
      'hover:bg-fg/8!',
    ]
    expect(await refused(`export const x = <p className="${classes.join(' ')}" />`)).toEqual(classes)
    expect(await refused("export const frame = 'mt-4 max-w-[1048px]'")).toEqual(['max-w-[1048px]'])
  })

  it('reads class lists wherever they are: cn, cva configs, templates, ternaries, *ClassName props', async () => {
    const code = `
      import { cn } from '../../src/design/cn'
      import { cva } from 'class-variance-authority'
      const look = cva('text-lg', {
        variants: { tone: { dark: 'bg-slate-900' } },
        compoundVariants: [{ tone: 'dark', class: 'ring-white/20' }],
      })
      export function Example({ open, n }: { open: boolean; n: number }) {
        return (
          <Media imgClassName="rounded-2xl" className={open ? 'text-sm' : cn({ 'bg-white': open }, look({ tone: 'dark' }))}>
            <p className={\`mt-\${n} text-base \${open ? 'shadow-lg' : ''}\`} />
          </Media>
        )
      }
    `
    expect(await refused(code)).toEqual([
      'text-lg',
      'bg-slate-900',
      'ring-white/20',
      'rounded-2xl',
      'text-sm',
      'bg-white',
      'text-base',
      'shadow-lg',
    ])
  })

  it('ignores copy, module paths and types', async () => {
    const code = `
      import { msg } from '@lingui/core/macro'
      import type { Tone } from '../../src/engine'
      export const copy = msg\`Cor #fff e text-lg são exemplos\`
      export const other = msg({ message: 'bg-white', comment: 'rgb(0 0 0) text-sm' })
      export type Look = 'text-lg' | 'rounded'
      export const tone: Tone = 'inverse'
    `
    expect(await refused(code)).toEqual([])
  })

  it('says what to use instead', async () => {
    const [palette, scale, arbitrary, raw] = await messages(
      'export const x = <p className="text-slate-600 rounded-xl max-w-[1048px]" style={{ color: "#fff" }} />',
    )
    expect(palette).toContain('text-fg-muted')
    expect(scale).toContain('rounded-card')
    expect(arbitrary).toContain('container-page')
    expect(raw).toContain('src/design/tokens.css')
    for (const message of [palette, scale, arbitrary, raw]) expect(message).toContain('docs/design.md')
  })

  it('is on in every zone (sections, layouts and the chrome), tests and fixtures included', async () => {
    for (const zone of ZONES)
      for (const file of [`${zone}/x/Example.tsx`, `${zone}/x/example.test.tsx`, `${zone}/x/fixtures.ts`]) {
        const config = (await eslint.calculateConfigForFile(join(root, file))) as { rules?: Record<string, unknown> }
        expect(config.rules?.['design/no-raw-style'], file).toEqual([2])
      }
  })

  it('has no exception: no eslint-disable in the zones turns it off', () => {
    const offenders: string[] = []
    for (const zone of ZONES)
      for (const file of readdirSync(join(root, zone), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(?:ts|tsx)$/.test(file)) continue
        const text = readFileSync(join(root, zone, file), 'utf8')
        for (const [directive, rules] of text.matchAll(/eslint-disable(?:-next-line|-line)?(?![\w-])([^\n]*)/g)) {
          const named = rules!
            .split('--')[0]!
            .replace(/\*\/.*$/, '')
            .trim()
          // A directive with no rule list turns every rule off, this one included.
          if (named === '' || named.includes('design/')) offenders.push(`${zone}/${file}: ${directive.trim()}`)
        }
      }
    expect(offenders).toEqual([])
  })
})
