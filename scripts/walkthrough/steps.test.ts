import { describe, expect, it } from 'vitest'
import { applyDiff, walkthroughPaths, walkthroughSteps } from './steps'

describe('walkthrough steps', () => {
  it('reads the marked blocks in order and leaves the others', () => {
    const markdown = [
      '# Guide',
      '```sh walkthrough',
      'npm run check:config   # checks',
      '```',
      '```sh',
      'npm run build',
      '```',
      '1. Start it:',
      '   ```sh walkthrough server',
      '   npm run dev',
      '   ```',
      '```text walkthrough open',
      'http://localhost:3000/pt-br/x',
      '```',
      '```diff walkthrough pages/x.ts',
      '   a: 1,',
      '+  b: 2,',
      '```',
    ].join('\n')
    expect(walkthroughSteps(markdown)).toEqual([
      { kind: 'run', commands: ['npm run check:config'], line: 2 },
      { kind: 'server', command: 'npm run dev', line: 9 },
      { kind: 'open', urls: ['http://localhost:3000/pt-br/x'], line: 12 },
      { kind: 'edit', file: 'pages/x.ts', diff: ['   a: 1,', '+  b: 2,'], line: 15 },
    ])
  })

  it('refuses a walkthrough block of no known kind', () => {
    expect(() => walkthroughSteps('```ts walkthrough\nx\n```\n')).toThrow('line 1: "ts walkthrough " is no kind')
  })

  it('changes the lines a diff shows, found without their indentation, or adds at the end', () => {
    expect(applyDiff('x = {\n  a: 1,\n}\n', [' a: 1,', '-}', '+  b: 2,', '+}'])).toBe('x = {\n  a: 1,\n  b: 2,\n}\n')
    expect(applyDiff('a\n', ['+b'])).toBe('a\nb\n')
    expect(applyDiff('a\nb\nc\n', [' a', '+1', '', '-c', '+3'])).toBe('a\n1\nb\n3\n')
    expect(() => applyDiff('a\na\n', [' a', '+b'])).toThrow('there 2 times')
    expect(() => applyDiff('a\n', [' c', '+b'])).toThrow('not in the file')
  })

  it('names the paths the steps change or name in a command', () => {
    const steps = walkthroughSteps(
      '```sh walkthrough\nmkdir -p content/x && cp a/b.png content/x/c.png   # copy\n```\n```diff walkthrough pages/p.ts\n+a\n```\n',
    )
    expect(walkthroughPaths(steps)).toEqual(['content/x', 'a/b.png', 'content/x/c.png', 'pages/p.ts'])
  })
})
