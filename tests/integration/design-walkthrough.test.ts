import { spawnSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { applyDiff, walkthroughSteps, type WalkthroughStep } from '../../scripts/walkthrough/steps'
import { projectCopy } from './devServerProcess'

/**
 * The re-skin walkthrough of docs/design.md, run in a copy of the project: it changes the brand's coral in
 * tokens.css, writes what is made from it (`npm run brand`), makes a grey too light for text and sees
 * `npm run check:config` refuse it, then takes the proposed colour. A command that fails (or, after `!`, succeeds)
 * or an edit whose lines are not in its file fails the test, naming the guide's line; the output the guide shows
 * (its `text` block after a command) must be what the command printed.
 */
const GUIDE = 'docs/design.md'

describe('the re-skin walkthrough of docs/design.md, run in a copy of the project', () => {
  let root = ''
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true })
  })

  it('every step succeeds, the derived files follow the new colour, and a contrast failure is refused', async () => {
    root = await projectCopy()
    const markdown = await readFile(GUIDE, 'utf8')
    const printed = new Map<string, string>()
    for (const step of walkthroughSteps(markdown)) await run(root, step, printed)

    const brand = printed.get('npm run brand')!
    const favicon = await readFile(join(root, 'public/favicon.svg'), 'utf8')
    expect(favicon).toContain('fill="#f76b15"')
    expect(favicon).not.toContain('#ff5b35')
    expect(printed.get(`grep -c 'fill="#f76b15"' public/favicon.svg public/logos/nuvora.svg`)).toBe(
      'public/favicon.svg:1\npublic/logos/nuvora.svg:1\n',
    )
    expect(brand).toContain('social cards: background #0c1727 → #070e1a, accent #f76b15')
    expect(brand).toContain('pictures (npm run media:art): ink #0c1727, accent #f76b15')
    const refused = printed.get('! npm run check:config')!
    expect(refused).toContain('src/design/tokens.css › muted surface › fg-muted on surface: text #8a9ab0 on #f6f1e9')
    // What the guide shows after each command is what it printed (`…` stands for lines left out).
    const shown = [...markdown.matchAll(/^```text\n([\s\S]*?)^```$/gm)].map((match) => match[1]!)
    expect(shown).toHaveLength(2)
    for (const [text, output] of [
      [shown[0]!, brand],
      [shown[1]!, refused],
    ] as const)
      for (const line of text.split('\n').filter((line) => line !== '' && line !== '…'))
        expect(output, `${GUIDE} shows "${line}"`).toContain(line)
    expect(printed.get('npm run check:config')).toContain('✓ pages.config.ts')
  }, 300_000)
})

async function run(root: string, step: WalkthroughStep, printed: Map<string, string>): Promise<void> {
  const where = `${GUIDE}:${step.line}`
  if (step.kind === 'edit') {
    const file = join(root, step.file)
    await writeFile(file, applyDiff(await readFile(file, 'utf8'), step.diff))
    return
  }
  if (step.kind !== 'run') throw new Error(`${where}: the re-skin walkthrough runs commands and edits only`)
  for (const command of step.commands) {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
    delete env.DIST_DIR
    const done = spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8', env })
    const output = `${done.stdout}${done.stderr}`
    printed.set(command, output)
    expect(done.status, `${where}: \`${command}\` failed:\n${output}`).toBe(0)
  }
}
