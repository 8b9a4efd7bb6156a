// First-load JavaScript measured in the browser: compressed bytes of every script the page loads,
// with the HTTP cache disabled, taken from the DevTools protocol's network events.
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser.mjs'
import { holdPrefetchesUntilLoad } from '../lib/page-budget.mjs'

// A mid-range phone's viewport, as in Lighthouse's mobile preset.
const viewport = { width: 412, height: 823 }

async function measurePage(browser, url) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const scripts = new Map()
  const headerBytes = new Map()
  let loaded = false
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return
    scripts.set(requestId, {
      url: response.url,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      beforeLoad: !loaded,
    })
  })
  // Raw response headers, to report body bytes apart from the bytes transferred with headers.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText) headerBytes.set(requestId, Buffer.byteLength(headersText))
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId)
    if (!script) return
    script.transferredBytes = encodedDataLength
    script.bodyBytes = Math.max(0, encodedDataLength - (headerBytes.get(requestId) ?? 0))
    script.finishedBeforeLoad = !loaded
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  // What Next's prefetches of the links in view preload is other pages' code (scripts/lib/page-budget.mjs).
  await holdPrefetchesUntilLoad(page)

  const response = await page.goto(url, { waitUntil: 'load' })
  loaded = true
  await page.waitForLoadState('networkidle')
  // The exact compressed body of each response, from the page's resource timing: the protocol's
  // byte count also holds the chunked transfer's framing, which the production server's streamed
  // compression makes large (about 15 % of a script).
  const encodedBodySizes = new Map(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.encodedBodySize])),
  )
  for (const script of scripts.values()) {
    const exact = encodedBodySizes.get(script.url)
    if (exact > 0) script.bodyBytes = exact
  }
  const all = [...scripts.values()].filter((s) => s.transferredBytes != null)
  const sum = (list, field) => list.reduce((total, s) => total + s[field], 0)
  const atLoad = all.filter((s) => s.finishedBeforeLoad)
  const result = {
    status: response?.status() ?? null,
    // What the page needs to start: every script fetched by the load event (Next's chunks are async
    // scripts, which the load event waits for).
    atLoad: { requests: atLoad.length, bodyBytes: sum(atLoad, 'bodyBytes'), transferredBytes: sum(atLoad, 'transferredBytes') },
    untilIdle: { requests: all.length, bodyBytes: sum(all, 'bodyBytes'), transferredBytes: sum(all, 'transferredBytes') },
    uncompressed: all.filter((s) => s.encoding === 'identity').map((s) => s.url),
    scripts: all.map((s) => ({ path: new URL(s.url).pathname, bodyBytes: s.bodyBytes, transferredBytes: s.transferredBytes, encoding: s.encoding, atLoad: s.finishedBeforeLoad })),
  }
  return { result, page, context }
}

/**
 * Measures every page; on the blog index it also presses "load more" once and records the exact
 * request the browser client sends, so the load-more timing replays what visitors' browsers send.
 */
export async function measureFirstLoadJs({ origin, pages }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const results = {}
  const loadMoreRequests = {}
  try {
    for (const entry of pages) {
      const { result, page, context } = await measurePage(browser, origin + entry.path)
      results[entry.key] = result
      if (entry.type.id === 'blog') {
        // The list's code loads when the visitor reaches for it (ADR 011): until then, a link.
        const more = page.getByTestId('load-more')
        const button = page.locator('button[data-testid="load-more"]')
        if ((await more.count()) > 0) {
          await more.hover()
          await button.waitFor()
          const [request] = await Promise.all([
            // The blog's own cached JSON route (ADR 013), not the GraphQL endpoint.
            page.waitForRequest((r) => new URL(r.url()).pathname === '/api/blog-posts'),
            button.click(),
          ])
          loadMoreRequests[entry.locale] = {
            method: request.method(),
            path: new URL(request.url()).pathname + new URL(request.url()).search,
            headers: Object.fromEntries(Object.entries(await request.allHeaders()).filter(([name]) => ['accept', 'content-type'].includes(name))),
            body: request.postData(),
          }
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { results, loadMoreRequests }
}
