// What a browser measures on Debian's Chromium: first-load JavaScript (Playwright and the DevTools
// protocol) and Lighthouse (its mobile preset).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser.mjs'
import { frameworkFloorChunks, holdPrefetchesUntilLoad, jsAboveFloorBytes } from '../lib/page-budget.mjs'
import { median, round } from './load.mjs'

/**
 * The compressed bytes of every script a page loads by its load event (Next's chunks are async
 * scripts, which the load event waits for) and until the network is idle, with the HTTP cache off
 * and Next's prefetches of other pages held until load (scripts/lib/page-budget.mjs).
 */
async function scriptsOf(browser, url) {
  // A mid-range phone's viewport, as in Lighthouse's mobile preset; a context of its own per page.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const scripts = new Map()
  let loaded = false
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => type === 'Script' && scripts.set(requestId, { url: response.url }))
  cdp.on('Network.loadingFinished', ({ requestId }) => scripts.has(requestId) && Object.assign(scripts.get(requestId), { atLoad: !loaded }))
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await holdPrefetchesUntilLoad(page)
  const response = await page.goto(url, { waitUntil: 'load' })
  loaded = true
  await page.waitForLoadState('networkidle')
  // The exact compressed body (the protocol's byte count holds the chunked transfer's framing too).
  const sizes = new Map(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.encodedBodySize])))
  const all = [...scripts.values()].filter((s) => s.atLoad !== undefined).map((s) => ({ path: new URL(s.url).pathname, bodyBytes: sizes.get(s.url) ?? 0, atLoad: s.atLoad }))
  const sum = (list) => list.reduce((total, s) => total + s.bodyBytes, 0)
  const atLoad = all.filter((s) => s.atLoad)
  await context.close()
  return { status: response?.status() ?? null, atLoad: { requests: atLoad.length, bodyBytes: sum(atLoad) }, untilIdle: { requests: all.length, bodyBytes: sum(all) }, scripts: all }
}

/**
 * First-load JavaScript of every page, and the framework's floor it is measured against: the
 * framework's own chunks (read from the build) as the browser received them, plus the allowance.
 */
export async function firstLoadJs({ origin, pages, distDir }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const byPage = {}
  try {
    for (const page of pages) byPage[page.key] = await scriptsOf(browser, origin + page.path)
  } finally {
    await browser.close()
  }
  const chunks = frameworkFloorChunks(distDir)
  const sizes = new Map()
  for (const { scripts } of Object.values(byPage)) for (const s of scripts) if (chunks.includes(s.path)) sizes.set(s.path, Math.max(sizes.get(s.path) ?? 0, s.bodyBytes))
  const floorBytes = [...sizes.values()].reduce((a, b) => a + b, 0)
  for (const result of Object.values(byPage)) delete result.scripts
  return { pages: byPage, frameworkFloor: { chunks: chunks.length, bytes: floorBytes, budgetBytes: floorBytes + jsAboveFloorBytes } }
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = { lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift', fcpMs: 'first-contentful-paint' }

/**
 * Lighthouse `runs` times on `url` with its default (mobile) configuration in a fresh Chromium
 * (`cpuSlowdown`: its CPU throttling instead of 4):
 * the median of each score and metric, each run's Performance, the audits below a pass in any run,
 * the CPU benchmark index, and how many runs were made again (a run without a result). Each report
 * is saved in `outDir`.
 */
export async function lighthousePage({ url, key, runs, outDir, ignoreStatusCode, cpuSlowdown }) {
  mkdirSync(outDir, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new', '--ignore-certificate-errors'], logLevel: 'silent' })
  const lhrs = []
  let retried = 0
  try {
    for (let i = 1; i <= runs; i++) {
      // A 404 answer is audited only when it is intended; the full-page screenshot serves only the viewer.
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, ignoreStatusCode, disableFullPageScreenshot: true, ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}) })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      writeFileSync(path.join(outDir, `${key}.run${i}.json`), result.report)
      // A run whose trace Chromium did not record whole (NO_NAVSTART, "run Lighthouse again") has no
      // Performance score; it is run again rather than counted, at most twice per page.
      if (result.lhr.runtimeError && retried < 2) {
        console.log(`${url}: run ${i} again (${result.lhr.runtimeError.code})`)
        retried++
        i--
        continue
      }
      lhrs.push(result.lhr)
    }
  } finally {
    await chrome.kill()
  }
  const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  // The audits that count in a category and are below a pass (1 when binary, 0.9 otherwise).
  const below = (a) => a?.score != null && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9)
  const failing = (lhr) => categories.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => below(lhr.audits[ref.id])).map((ref) => `${id}:${ref.id}`))
  return {
    runs,
    scores: Object.fromEntries(categories.map((id) => [id, median(lhrs.map((lhr) => score(lhr, id)).filter((v) => v != null))])),
    metrics: Object.fromEntries(Object.entries(metrics).map(([name, id]) => [name, round(median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN).filter(Number.isFinite)), name === 'cls' ? 3 : 0)])),
    perRunPerformance: lhrs.map((lhr) => score(lhr, 'performance')),
    failingAudits: [...new Set(lhrs.flatMap(failing))],
    benchmarkIndex: lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? null),
    retried,
  }
}
