// The server's own TypeScript, measured in a process of its own: `node --conditions=react-server
// --import tsx/esm scripts/bench/server-code.mts <command> …` (the condition lets `server-only`
// modules load outside Next) prints one JSON document. The commands are below.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { getOperationAST, print, type DocumentNode } from 'graphql'

// The server modules measured here, in one place (paths under src/).
const modules = {
  graphql: 'lib/graphql/graphql.ts',
  contentOperations: 'data/content/operations.ts',
  searchDocuments: 'data/content/search.ts',
  searchEngine: 'lib/search/engine.ts',
  cv: 'submissions/cv/check.ts',
  securityHeaders: 'server/security-headers.ts',
  inlineScripts: 'server/inline-scripts.ts',
}
const load = (name: keyof typeof modules) => import(pathToFileURL(path.resolve('src', modules[name])).href)
const [command, ...args] = process.argv.slice(2)

/** Every operation the content layer defines. */
async function definedOperations(): Promise<DocumentNode[]> {
  const { loadContentOperations } = await load('contentOperations')
  loadContentOperations()
  return [...(await load('graphql')).definedOperations]
}

/** `fn`'s CPU time per call, repeated for `forMs` after a warm-up. */
function cpuMicroseconds(fn: () => unknown, forMs: number) {
  for (let i = 0; i < 50; i++) fn()
  let runs = 0
  const started = performance.now()
  const before = process.cpuUsage()
  for (; performance.now() - started < forMs; runs++) fn()
  const cpu = process.cpuUsage(before)
  return { runs, cpuMicrosecondsPerPage: (cpu.user + cpu.system) / runs }
}

const commands: Record<string, () => Promise<unknown>> = {
  async operations() {
    const operations = (await definedOperations()).map((document) => {
      const operation = getOperationAST(document)
      return { name: operation?.name?.value ?? null, variables: (operation?.variableDefinitions ?? []).map((v) => ({ name: v.variable.name.value, type: print(v.type) })), query: print(document) }
    })
    return { operations }
  },

  /** What the production server does per HTML page (src/server/respond.ts): the hashes alone, and with joining the chunks, decoding and writing the policy. */
  async 'csp-hash'() {
    const { documentPolicy, inlineScriptHashes } = await load('securityHeaders')
    const { reactRuntimePieces, siteScriptHashes } = await load('inlineScripts')
    const trust = { siteHashes: siteScriptHashes(process.env.NEXT_DIST_DIR || '.next'), reactRuntime: reactRuntimePieces() }
    const html = readFileSync(args[0]!)
    const text = html.toString('utf8')
    // The server receives the page in chunks; 16 KB is a typical write from React's stream.
    const chunks = Array.from({ length: Math.ceil(html.length / 16_384) }, (_, i) => html.subarray(i * 16_384, (i + 1) * 16_384))
    const forMs = Number(args[1] ?? 3000)
    return {
      inlineScripts: inlineScriptHashes(text, trust).hashes.length,
      hashOnly: cpuMicroseconds(() => inlineScriptHashes(text, trust), forMs),
      wholeStep: cpuMicroseconds(() => documentPolicy(inlineScriptHashes(Buffer.concat(chunks).toString('utf8'), trust).hashes, { https: false }), forMs),
    }
  },

  /** On the documents a running site answers its SearchDocuments query with: each language's index built 4 times (the first cold), each query `repeats` times. */
  async search() {
    const [origin, queries, repeats] = [args[0]!, JSON.parse(args[1]!) as Record<string, string[]>, Number(args[2] ?? 50)]
    const { toSearchDocuments } = await load('searchDocuments')
    const { SiteSearchIndex } = await load('searchEngine')
    const document = (await definedOperations()).find((d) => getOperationAST(d)?.name?.value === 'SearchDocuments')
    if (!document) throw new Error('The content layer defines no SearchDocuments operation.')
    const timed = (fn: () => unknown) => {
      const started = performance.now()
      fn()
      return performance.now() - started
    }
    const locales: Record<string, unknown> = {}
    for (const [locale, list] of Object.entries(queries)) {
      const response = await fetch(`${origin}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: print(document), variables: { locale } }) })
      const { data, errors } = await response.json()
      if (!response.ok || errors?.length) throw new Error(`SearchDocuments (${locale}) answered ${response.status}: ${errors?.[0]?.message ?? ''}`)
      const docs = toSearchDocuments(data, locale)
      const buildMs = Array.from({ length: 4 }, () => timed(() => new SiteSearchIndex(docs)))
      const index = new SiteSearchIndex(docs)
      const samples = list.map((query) => {
        for (let i = 0; i < 5; i++) index.search(query)
        return Array.from({ length: repeats }, () => timed(() => index.search(query)))
      })
      locales[locale] = { documents: docs.length, buildMs, queries: samples.map((samplesMs, i) => ({ query: list[i], samplesMs })) }
    }
    return { repeats, locales }
  },

  /** The CV check's wall time (median of 5, after one that starts its parse worker) for a genuine PDF and the crafted ones of ADR 026. */
  async 'cv-check'() {
    const { checkCv } = await load('cv')
    const { fixture, manyObjectsPdf, objectStreamBombPdf } = await import(pathToFileURL(path.resolve('tests/support/documents.ts')).href)
    const out: Record<string, { bytes: number; verdict: string; msMedian: number }> = {}
    for (const [name, data] of Object.entries({ genuine: fixture('cv.pdf'), manyObjects: manyObjectsPdf(), objectStreamBomb: objectStreamBombPdf() })) {
      const times: number[] = []
      let verdict = ''
      for (let i = 0; i < 6; i++) {
        const started = performance.now()
        const result = await checkCv(new File([data], 'cv.pdf'))
        if (i > 0) times.push(performance.now() - started)
        verdict = result.ok ? 'accepted' : result.error
      }
      out[name] = { bytes: data.length, verdict, msMedian: Math.round(times.sort((a, b) => a - b)[2]! * 10) / 10 }
    }
    return out
  },
}

if (!command || !commands[command]) {
  console.error(`usage: server-code.mts ${Object.keys(commands).join(' | ')} …`)
  process.exit(2)
}
process.stdout.write(`${JSON.stringify(await commands[command]())}\n`)
// The content layer may leave handles open (a database pool); nothing else is needed from it.
process.exit(0)
