// The benchmark's window into the server's own code, which is TypeScript: run with
// `node --conditions=react-server --import tsx/esm scripts/bench/server-code.mts <command> …`
// (the condition lets `server-only` modules load outside Next). It prints one JSON document.
//
// - `operations`: every GraphQL operation the site defines (the anonymous allow-list), printed, with
//   its variables' names and types, so that the benchmark sends exactly what the site sends.
// - `csp-hash <html file> <milliseconds>`: the time the production server spends per HTML page to
//   list the hashes of its inline scripts (src/server/respond.ts), the function alone and with the
//   steps around it (the chunks joined, decoded, the policy written), repeated for a while.
// - `search <origin> <queries JSON> <repeats>`: the site search's own time (src/lib/search), on the
//   documents a running site answers its SearchDocuments query with: building each language's
//   index, and each query `repeats` times, in this process.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

const source = (file: string) => pathToFileURL(path.resolve('src', file)).href
const [command, ...args] = process.argv.slice(2)

async function operations() {
  const { getOperationAST, print } = await import('graphql')
  const { definedOperations } = await import(source('lib/graphql/graphql.ts'))
  const { loadContentOperations } = await import(source('data/content/operations.ts'))
  loadContentOperations()
  const list = [...definedOperations].map((document) => {
    const operation = getOperationAST(document)
    return {
      name: operation?.name?.value ?? null,
      kind: operation?.operation ?? null,
      variables: (operation?.variableDefinitions ?? []).map((v) => ({ name: v.variable.name.value, type: print(v.type) })),
      query: print(document),
    }
  })
  return { count: list.length, operations: list }
}

async function cspHash(file: string, forMs: number) {
  const { documentPolicy, inlineScriptHashes } = await import(source('server/security-headers.ts'))
  const { reactRuntimePieces, siteScriptHashes } = await import(source('server/inline-scripts.ts'))
  // As the server judges the scripts: those of the build in NEXT_DIST_DIR, React's runtime.
  const trust = { siteHashes: siteScriptHashes(process.env.NEXT_DIST_DIR || '.next'), reactRuntime: reactRuntimePieces() }
  const html = readFileSync(file)
  // The server receives the page in chunks; 16 KB is a typical write from React's stream.
  const chunks: Buffer[] = []
  for (let at = 0; at < html.length; at += 16 * 1024) chunks.push(html.subarray(at, at + 16 * 1024))
  const time = (fn: () => unknown) => {
    // A warm-up, so that the regular expressions and the hash are compiled before timing.
    for (let i = 0; i < 50; i++) fn()
    let runs = 0
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    while (performance.now() - started < forMs) {
      fn()
      runs += 1
    }
    const wallMs = performance.now() - started
    const cpu = process.cpuUsage(cpuBefore)
    return { runs, microsecondsPerPage: (wallMs * 1000) / runs, cpuMicrosecondsPerPage: (cpu.user + cpu.system) / runs }
  }
  const text = html.toString('utf8')
  const { hashes } = inlineScriptHashes(text, trust)
  return {
    htmlBytes: html.length,
    inlineScripts: hashes.length,
    hashOnly: time(() => inlineScriptHashes(text, trust)),
    // What respond.ts does per page beyond writing it: join the chunks, decode, hash, judge, write the policy.
    wholeStep: time(() => documentPolicy(inlineScriptHashes(Buffer.concat(chunks).toString('utf8'), trust).hashes, { https: false })),
  }
}

async function searchEngine(origin: string, queries: Record<string, string[]>, repeats: number) {
  const { getOperationAST, print } = await import('graphql')
  const { definedOperations } = await import(source('lib/graphql/graphql.ts'))
  const { toSearchDocuments } = await import(source('data/content/search.ts'))
  const { SiteSearchIndex } = await import(source('lib/search/engine.ts'))
  const document = [...definedOperations].find((d) => getOperationAST(d)?.name?.value === 'SearchDocuments')
  if (!document) throw new Error('The content layer defines no SearchDocuments operation.')
  const timed = <T>(fn: () => T) => {
    const started = performance.now()
    const value = fn()
    return { value, ms: performance.now() - started }
  }
  const locales: Record<string, unknown> = {}
  for (const [locale, list] of Object.entries(queries)) {
    const response = await fetch(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(document), variables: { locale } }),
    })
    const { data, errors } = await response.json()
    if (!response.ok || errors?.length) throw new Error(`SearchDocuments (${locale}) answered ${response.status}: ${errors?.[0]?.message ?? ''}`)
    const docs = toSearchDocuments(data, locale)
    // The first build runs cold (code not yet optimised), as after a server start; the others warm, as after a publish.
    const builds = Array.from({ length: 4 }, () => timed(() => new SiteSearchIndex(docs)))
    const index = builds.at(-1)!.value
    locales[locale] = {
      documents: docs.length,
      textCharacters: docs.reduce((sum: number, d: { title: string; summary: string; body: string }) => sum + d.title.length + d.summary.length + d.body.length, 0),
      buildMs: builds.map((b) => b.ms),
      queries: list.map((query) => {
        for (let i = 0; i < 5; i++) index.search(query)
        const runs = Array.from({ length: repeats }, () => timed(() => index.search(query)))
        return { query, results: runs[0]!.value.total, samplesMs: runs.map((r) => r.ms) }
      }),
    }
  }
  return { repeats, locales }
}

/** The CV check's wall time for a genuine PDF (parsed in its worker) and the crafted ones of ADR 026. */
async function cvCheck() {
  const { checkCv } = await import(source('submissions/cv/check.ts'))
  const { fixture, manyObjectsPdf, objectStreamBombPdf } = await import('../../tests/support/documents.ts')
  const files = { genuine: fixture('cv.pdf'), manyObjects: manyObjectsPdf(), objectStreamBomb: objectStreamBombPdf() }
  const out: Record<string, { bytes: number; verdict: string; msMedian: number }> = {}
  for (const [name, data] of Object.entries(files)) {
    const times: number[] = []
    let verdict = ''
    // The first run starts the parse worker; the median of the rest is what an applicant waits.
    for (let i = 0; i < 6; i++) {
      const started = performance.now()
      const result = await checkCv(new File([data], 'cv.pdf'))
      if (i > 0) times.push(performance.now() - started)
      verdict = result.ok ? 'accepted' : result.error
    }
    times.sort((a, b) => a - b)
    out[name] = { bytes: data.length, verdict, msMedian: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10 }
  }
  return out
}

const out =
  command === 'cv-check'
    ? await cvCheck()
    : command === 'operations'
    ? await operations()
    : command === 'csp-hash'
      ? await cspHash(args[0]!, Number(args[1] ?? 3000))
      : command === 'search'
        ? await searchEngine(args[0]!, JSON.parse(args[1]!), Number(args[2] ?? 50))
        : null
if (!out) {
  console.error('usage: server-code.mts cv-check | operations | csp-hash <html file> [milliseconds] | search <origin> <queries JSON> [repeats]')
  process.exit(2)
}
process.stdout.write(`${JSON.stringify(out)}\n`)
// The content layer may leave handles open (a database pool); nothing else is needed from it.
process.exit(0)
