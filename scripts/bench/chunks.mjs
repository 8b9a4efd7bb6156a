// Where the first-load JavaScript comes from: each script the pages load, how many pages load it,
// and which libraries it contains. Turbopack's production chunks carry no module paths, so libraries
// are recognised by strings that only they contain.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const markers = [
  { library: 'react-dom + scheduler', group: 'framework', text: '__reactContainer' },
  { library: 'next app router', group: 'framework', text: 'next-route-announcer' },
  { library: 'next router state, RSC flight client', group: 'framework', text: 'serverActionReducer' },
  { library: 'next layout router', group: 'framework', text: 'useRouterBFCache' },
  { library: 'next navigation, server action client', group: 'framework', text: 'NEXT_REDIRECT' },
  { library: 'next error styles', group: 'framework', text: 'errorThemeCss' },
  { library: 'next/image', group: 'framework', text: 'data-loaded-src' },
  { library: 'next/link', group: 'framework', text: 'isLocalURL' },
  { library: 'next-intl/use-intl', group: 'library', text: 'MISSING_MESSAGE' },
  { library: 'intl-messageformat', group: 'library', text: 'IntlMessageFormat' },
  { library: 'graphql (parser/printer)', group: 'library', text: 'Syntax Error' },
  { library: 'ofetch', group: 'library', text: 'FetchError' },
  { library: 'zod', group: 'library', text: '$ZodError' },
  { library: 'site: language switcher', group: 'site', text: 'data-locale-switch' },
  { library: 'site: blog load-more', group: 'site', text: 'load-more' },
  { library: 'site: consultation form', group: 'site', text: 'consultation-submit' },
  { library: 'site: application form', group: 'site', text: 'application-status' },
  { library: 'site: not-found view', group: 'site', text: 'not-found-message' },
]

export function attributeChunks({ firstLoadJs, distDir }) {
  const chunks = new Map()
  for (const [pageKey, result] of Object.entries(firstLoadJs)) {
    for (const script of result.scripts) {
      if (!script.atLoad) continue
      const entry = chunks.get(script.path) ?? { path: script.path, bodyBytes: 0, pages: [] }
      entry.bodyBytes = Math.max(entry.bodyBytes, script.bodyBytes)
      entry.pages.push(pageKey)
      chunks.set(script.path, entry)
    }
  }
  const pageCount = Object.keys(firstLoadJs).length
  return [...chunks.values()]
    .map((chunk) => {
      const file = chunk.path.startsWith('/_next/') ? path.join(distDir, chunk.path.slice('/_next/'.length)) : null
      const source = file && existsSync(file) ? readFileSync(file, 'utf8') : ''
      const found = markers.filter((m) => source.includes(m.text))
      return {
        path: chunk.path,
        bodyBytes: chunk.bodyBytes,
        uncompressedBytes: source ? Buffer.byteLength(source) : null,
        pageCount: chunk.pages.length,
        everyPage: chunk.pages.length === pageCount,
        pages: chunk.pages,
        libraries: [...found.map((m) => m.library), ...(/\/turbopack-[^/]*\.js$/.test(chunk.path) ? ['turbopack runtime'] : [])],
        // Framework only when every recognised part is React or Next.js (Turbopack's runtime too).
        group: found.length === 0 ? (/\/turbopack-[^/]*\.js$/.test(chunk.path) ? 'framework' : 'unknown') : found.every((m) => m.group === 'framework') ? 'framework' : found.some((m) => m.group === 'site') ? 'site' : 'library',
      }
    })
    .sort((a, b) => b.bodyBytes - a.bodyBytes)
}
