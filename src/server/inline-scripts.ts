import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { LRUCache } from 'lru-cache'

/**
 * Which inline scripts of a page the Content-Security-Policy lets run: only those the framework and
 * the site's own build wrote (docs/decisions/026-hostile-requests.md). A script that reached the
 * page any other way (markup slipped into content, a template bug) is left out of the policy, so
 * the browser refuses it, even though it came in the same response. They are:
 *
 * - Next.js's data: `self.__next_f.push(…)` and Turbopack's bootstrap `….push(…)`, whose argument
 *   must be JSON (data cannot run);
 * - React's streaming runtime: its function definitions, exactly as the installed React DOM server
 *   writes them (read from its files at start), followed by nothing but calls of them with literal
 *   arguments;
 * - the site's own inline scripts, by the hashes the build recorded from the pages it prerendered
 *   (scripts/lib/build.mjs writes `site-inline-scripts.json` beside the build).
 */
export type ScriptTrust = { siteHashes: ReadonlySet<string>; reactRuntime: readonly string[] }

const dataCalls = [
  'self.__next_f.push(',
  '(self.__next_f=self.__next_f||[]).push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
]

/** After React's definitions are taken out: calls of its runtime (`$RC("B:0","S:0")`) with literal arguments only. */
const runtimeCalls = /^(?:\$R[A-Z]{1,2}\((?:"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|null|true|false|[,[\]{}:\s])*\);?)*$/

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64')
}

/**
 * One or more of Next.js's data calls in a row (`(self.__next_f=…).push([0]);self.__next_f.push([2,…])`
 * after a form's server action, for instance), each with a JSON argument. A call ends at a `)` that
 * is followed by the next call or the end and before which the argument parses as JSON; a `)` inside
 * a JSON string is tried and passed over.
 */
function isData(body: string): boolean {
  let rest = body
  while (rest) {
    const call = dataCalls.find((prefix) => rest.startsWith(prefix))
    if (!call) return false
    const end = endOfCall(rest, call.length)
    if (end === -1) return false
    rest = rest.slice(end + 1)
    if (rest.startsWith(';')) rest = rest.slice(1)
  }
  return true
}

const nextCall = new RegExp(`\\)(?=;?(?:${dataCalls.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|;?$))`, 'g')

function endOfCall(text: string, from: number): number {
  nextCall.lastIndex = from
  for (let match = nextCall.exec(text); match; match = nextCall.exec(text)) {
    try {
      JSON.parse(text.slice(from, match.index))
      return match.index
    } catch {
      // a `)` inside the argument: try the next one
    }
  }
  return -1
}

function isReactRuntime(body: string, runtime: readonly string[]): boolean {
  if (!body.startsWith('$R') && !runtime.some((piece) => body.startsWith(piece))) return false
  let rest = body
  for (const piece of runtime) if (rest.includes(piece)) rest = rest.split(piece).join('')
  return runtimeCalls.test(rest)
}

/** Verdicts by the script's hash: a cached page's scripts are judged once, not on every response. */
const verdicts = new LRUCache<string, boolean>({ max: 20_000 })

export function isTrustedScript(body: string, hash: string, trust: ScriptTrust): boolean {
  if (trust.siteHashes.has(hash)) return true
  const known = verdicts.get(hash)
  if (known !== undefined) return known
  const verdict = isData(body) || isReactRuntime(body, trust.reactRuntime)
  verdicts.set(hash, verdict)
  return verdict
}

/**
 * React DOM's runtime functions as its server renderer writes them into pages: the string constants
 * of its production builds that define `$R…` functions (or time the shell), with the call each ends
 * with taken off. Both of Next.js's copies (stable and experimental channels) are read.
 */
export function reactRuntimePieces(): string[] {
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  const pieces = new Set<string>()
  for (const channel of ['react-dom', 'react-dom-experimental']) {
    let file: string
    try {
      file = require.resolve(`next/dist/compiled/${channel}/cjs/react-dom-server.node.production.js`)
    } catch {
      continue
    }
    const source = readFileSync(file, 'utf8')
    for (const [, literal = ''] of source.matchAll(/stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*")\s*\)/g)) {
      const text = unquote(literal)
      if (!/=function\(|performance\.now|addEventListener\(/.test(text)) continue
      const definition = text.replace(/\$R[A-Z]{1,2}\("$/, '')
      if (definition) pieces.add(definition)
    }
  }
  // Longest first, so that a definition that contains another is taken out whole.
  return [...pieces].sort((a, b) => b.length - a.length)
}

/** A JavaScript string literal's value (the escapes React's builds use: \n, \\, \', \", \xNN, \uNNNN). */
function unquote(literal: string): string {
  const inner = literal.slice(1, -1)
  return inner.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g, (_, escape: string) => {
    if (escape.length > 1) return String.fromCharCode(parseInt(escape.slice(1), 16))
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' } as Record<string, string>)[escape] ?? escape
  })
}

/**
 * Next.js's own fixed inline script: when a page's metadata resolves after its shell was sent, Next
 * streams the icons into the body and adds this script to move them back into the head (browsers
 * read icons there only). Read from the installed Next.js, so that an upgrade that changes it keeps
 * it allowed, and nothing else.
 */
export function nextFixedScriptHashes(): string[] {
  const require = createRequire(path.join(process.cwd(), 'package.json'))
  try {
    const source = readFileSync(require.resolve('next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js'), 'utf8')
    const script = /REINSERT_ICON_SCRIPT = `\\\n([^`]*)`/.exec(source)?.[1]
    return script ? [sha256(script)] : []
  } catch {
    return []
  }
}

/** The hashes of the site's own inline scripts that the build recorded (none if it recorded nothing). */
export function siteScriptHashes(distDir: string): Set<string> {
  const file = path.join(distDir, 'site-inline-scripts.json')
  if (!existsSync(file)) return new Set()
  return new Set((JSON.parse(readFileSync(file, 'utf8')) as { hashes: string[] }).hashes)
}
