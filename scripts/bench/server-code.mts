// The benchmark's window into the server's own code, which is TypeScript: run with
// `node --conditions=react-server --import tsx/esm scripts/bench/server-code.mts <command> …`
// (the condition lets `server-only` modules load outside Next). It prints one JSON document.
//
// - `operations`: every GraphQL operation the site defines (the anonymous allow-list), printed, with
//   its variables' names and types, so that the benchmark sends exactly what the site sends.
// - `csp-hash <html file> <milliseconds>`: the time the production server spends per HTML page to
//   list the hashes of its inline scripts (src/server/respond.ts), the function alone and with the
//   steps around it (the chunks joined, decoded, the policy written), repeated for a while.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

const source = (file: string) => pathToFileURL(path.resolve('src', file)).href
const [command, ...args] = process.argv.slice(2)

async function operations() {
  const { getOperationAST, print } = await import('graphql')
  const { definedOperations } = await import(source('lib/graphql/graphql.ts'))
  const { loadContentOperations } = await import(source('lib/graphql/content-operations.ts'))
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
  const hashes = inlineScriptHashes(text)
  return {
    htmlBytes: html.length,
    inlineScripts: hashes.length,
    hashOnly: time(() => inlineScriptHashes(text)),
    // What respond.ts does per page beyond writing it: join the chunks, decode, hash, write the policy.
    wholeStep: time(() => documentPolicy(inlineScriptHashes(Buffer.concat(chunks).toString('utf8')), { https: false })),
  }
}

const out = command === 'operations' ? await operations() : command === 'csp-hash' ? await cspHash(args[0]!, Number(args[1] ?? 3000)) : null
if (!out) {
  console.error('usage: server-code.mts operations | csp-hash <html file> [milliseconds]')
  process.exit(2)
}
process.stdout.write(`${JSON.stringify(out)}\n`)
// The content layer may leave handles open (a database pool); nothing else is needed from it.
process.exit(0)
