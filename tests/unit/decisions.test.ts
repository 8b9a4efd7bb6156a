import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The decision records (docs/decisions): numbered without holes, each dated and with a status;
// every "ADR nnn" the repository cites exists, and every link to a record names its file.
const dir = path.resolve('docs/decisions')
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort()
const numbers = records.map((name) => Number(name.slice(0, 3)))

function* sourceFiles(root: string): Generator<string> {
  for (const name of readdirSync(root)) {
    if (['node_modules', '.git', 'bench', 'test-results'].includes(name) || name.startsWith('.next') || name.startsWith('.test-data') || name.startsWith('.bench')) continue
    const full = path.join(root, name)
    if (statSync(full).isDirectory()) yield* sourceFiles(full)
    else if (/\.(ts|tsx|mjs|md)$/.test(name)) yield full
  }
}

describe('decision records', () => {
  it('are numbered from 001 without holes', () => {
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
  })

  it('each have a title with their number, a date and a status', () => {
    for (const name of records) {
      const text = readFileSync(path.join(dir, name), 'utf8')
      expect(text.split('\n')[0], name).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\. \\S`))
      expect(text, name).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m)
      expect(text, name).toMatch(/^- Status: (proposed|accepted|superseded|deprecated)\b/m)
    }
  })

  /** Every file that may cite a record: the README, the docs, and the code, scripts and tests. */
  const citing = () => [
    path.resolve('README.md'),
    ...sourceFiles(path.resolve('docs')),
    ...sourceFiles(path.resolve('src')),
    ...sourceFiles(path.resolve('scripts')),
    ...sourceFiles(path.resolve('tests')),
  ]

  it('are cited only by numbers that exist', () => {
    const cited = new Map<number, string>()
    for (const file of citing()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bADRs? (\d{3})\b|docs\/decisions\/(\d{3})\b/g)) cited.set(Number(match[1] ?? match[2]), path.relative(process.cwd(), file))
    }
    for (const [number, file] of cited) expect(numbers, `ADR ${number} cited in ${file}`).toContain(number)
  })

  it('are linked only by file names that exist', () => {
    const links: { file: string; target: string }[] = []
    for (const file of citing()) {
      const text = readFileSync(file, 'utf8')
      // Named from the repository's root, in code, comments and prose: docs/decisions/017-deployment.md
      for (const match of text.matchAll(/docs\/decisions\/(\d{3}-[\w.-]*)/g)) links.push({ file, target: path.join(dir, match[1]!.replace(/[.,;:]+$/, '')) })
      // Markdown links, relative to the file that holds them: [ADR 017](decisions/017-deployment.md)
      if (file.endsWith('.md')) {
        for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
          const target = path.resolve(path.dirname(file), match[1]!)
          if (path.dirname(target) === dir && /^\d{3}-/.test(path.basename(target))) links.push({ file, target })
        }
      }
    }
    expect(links.length).toBeGreaterThan(0)
    for (const { file, target } of links) expect(records, `${path.relative(process.cwd(), target)} linked from ${path.relative(process.cwd(), file)}`).toContain(path.basename(target))
  })
})
