import { parse } from '@formatjs/icu-messageformat-parser'

/**
 * Checks of the message files (spec sections 7 and 8): they are JSON, bundled into the app, never
 * executable; every message parses as ICU; every language has the reference language's keys.
 * `next.config.ts` runs these checks, so a broken file stops the build and the server loudly.
 */

type Tree = { [key: string]: unknown }

/** Flattens a message tree to `Namespace.key` paths; non-string leaves are reported. */
function flatten(tree: Tree, problems: string[], file: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`
    if (typeof value === 'string') out[path] = value
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, flatten(value as Tree, problems, file, `${path}.`))
    else problems.push(`${file}: ${path} is not a message (${JSON.stringify(value)})`)
  }
  return out
}

export type CheckedFile = { file: string; messages: Record<string, string>; problems: string[] }

/** Parses one message file's text and checks each message. */
export function checkMessageFile(file: string, text: string): CheckedFile {
  const problems: string[] = []
  if (!file.endsWith('.json')) {
    return { file, messages: {}, problems: [`${file}: message files must be JSON; executable locale files are refused`] }
  }
  let tree: unknown
  try {
    tree = JSON.parse(text)
  } catch (error) {
    return { file, messages: {}, problems: [`${file}: not valid JSON (${(error as Error).message})`] }
  }
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return { file, messages: {}, problems: [`${file}: must hold an object of namespaces`] }
  const messages = flatten(tree as Tree, problems, file)
  for (const [key, message] of Object.entries(messages)) {
    if (!message.trim()) problems.push(`${file}: ${key} is empty`)
    try {
      parse(message)
    } catch (error) {
      problems.push(`${file}: ${key} is not a valid ICU message (${(error as Error).message})`)
    }
  }
  return { file, messages, problems }
}

/** Keys the reference file has and another lacks, or the other has in excess. */
function compareKeys(reference: CheckedFile, other: CheckedFile): string[] {
  const ref = new Set(Object.keys(reference.messages))
  const own = new Set(Object.keys(other.messages))
  return [
    ...[...ref].filter((k) => !own.has(k)).map((k) => `${other.file}: missing ${k} (present in ${reference.file})`),
    ...[...own].filter((k) => !ref.has(k)).map((k) => `${other.file}: ${k} is not in ${reference.file}`),
  ]
}

/** Checks every language's file; the first is the reference for keys. Returns the problems found. */
export function checkMessageFiles(files: { file: string; text: string }[]): string[] {
  const checked = files.map(({ file, text }) => checkMessageFile(file, text))
  const [reference, ...others] = checked
  return [...checked.flatMap((c) => c.problems), ...(reference ? others.flatMap((o) => compareKeys(reference, o)) : [])]
}
