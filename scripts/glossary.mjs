// `npm run glossary`: writes the glossary's table (content/glossary.json) into docs/glossary.md.
// tests/unit/glossary.test.ts checks the copy against the glossary, and the table against it.
import { readFileSync, writeFileSync } from 'node:fs'
import { readGlossary, withTable } from './lib/glossary.mjs'

const file = 'docs/glossary.md'
const before = readFileSync(file, 'utf8')
const after = withTable(before, readGlossary())
if (after === before) console.log(`${file} already shows the glossary.`)
else {
  writeFileSync(file, after)
  console.log(`${file}: the glossary's table is written.`)
}
