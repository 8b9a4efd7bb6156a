// Lighthouse with its default (mobile) configuration on Debian's Chromium, several runs per page.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser.mjs'
import { heldFirstPaint } from './held-paint.mjs'
import { median, round } from './stats.mjs'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metricIds = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', fcp: 'first-contentful-paint' }

/** Audits that count against a category: scored, and below a pass (1 for binary, 0.9 otherwise). */
function failingAudits(lhr) {
  const failing = {}
  for (const id of categories) {
    failing[id] = []
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null) continue
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue
      const threshold = audit.scoreDisplayMode === 'binary' ? 1 : 0.9
      if (audit.score >= threshold) continue
      const found = examples(audit)
      if (audit.explanation) found.unshift(audit.explanation.slice(0, 240))
      failing[id].push({ id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null, examples: found })
    }
  }
  return failing
}

/** A few concrete items of a failing audit (elements, URLs, console messages) to explain it. */
function examples(audit) {
  // Insight audits nest tables in a list; checklists hold an object rather than rows.
  let items = audit.details?.items ?? []
  if (audit.details?.type === 'list' && Array.isArray(items)) items = items.flatMap((i) => (Array.isArray(i?.items) ? i.items : []))
  if (!Array.isArray(items)) return []
  return items.slice(0, 3).map((item) => {
    const node = item.node ?? item.element
    if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim().slice(0, 240)
    if (item.description) return `${item.sourceLocation?.url ? `${item.sourceLocation.url}: ` : ''}${item.description}`.slice(0, 240)
    if (item.reason) return String(item.reason).slice(0, 240)
    if (item.url) return `${item.url}${item.wastedBytes ? ` (${Math.round(item.wastedBytes / 1024)} KiB wasted)` : ''}`.slice(0, 240)
    if (item.source) return JSON.stringify(item.source).slice(0, 240)
    return JSON.stringify(item).slice(0, 240)
  })
}

function summarizeRun(lhr) {
  const scores = Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)]))
  const metrics = Object.fromEntries(Object.entries(metricIds).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]))
  // What the browser did in this run before any simulation: Lantern builds the simulated FCP and LCP
  // from every request and task that came before the observed first paint.
  const observedMetrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const observed = {
    firstPaintMs: observedMetrics.observedFirstPaint ?? null,
    domContentLoadedMs: observedMetrics.observedDomContentLoaded ?? null,
    loadMs: observedMetrics.observedLoad ?? null,
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null
  // Bytes by resource type as Lighthouse saw them (transfer sizes), e.g. to compare the two fonts.
  const bytesByType = {}
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    const type = request.resourceType ?? 'Other'
    bytesByType[type] = (bytesByType[type] ?? 0) + (request.transferSize ?? 0)
  }
  return {
    scores,
    metrics,
    observed,
    bytesByType,
    statusCode: lhr.audits['http-status-code']?.score === 0 ? 'not 2xx' : 'ok',
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement,
    failing: failingAudits(lhr),
  }
}

/** Per-metric medians over the runs, and each failing audit with the number of runs it failed in. */
function aggregate(runs) {
  const pick = (fn) => median(runs.map(fn).filter((v) => v != null))
  const scores = Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])]))
  const metrics = {
    lcpMs: round(pick((r) => r.metrics.lcp), 0),
    tbtMs: round(pick((r) => r.metrics.tbt), 0),
    cls: round(pick((r) => r.metrics.cls), 3),
    fcpMs: round(pick((r) => r.metrics.fcp), 0),
  }
  const failing = {}
  for (const id of categories) {
    const byId = new Map()
    for (const run of runs) {
      for (const audit of run.failing[id]) {
        const entry = byId.get(audit.id) ?? { ...audit, runs: 0 }
        entry.runs += 1
        byId.set(audit.id, entry)
      }
    }
    failing[id] = [...byId.values()].sort((a, b) => b.runs - a.runs || a.id.localeCompare(b.id))
  }
  return {
    runs: runs.length,
    scores,
    metrics,
    perRunPerformance: runs.map((r) => r.scores.performance),
    perRunObserved: runs.map((r) => ({ ...r.observed, heldFirstPaint: heldFirstPaint(r.observed) })),
    bytesByType: Object.fromEntries(
      [...new Set(runs.flatMap((r) => Object.keys(r.bytesByType)))].map((type) => [type, median(runs.map((r) => r.bytesByType[type] ?? 0))]),
    ),
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
    lcpElement: runs.find((r) => r.lcpElement)?.lcpElement ?? null,
    runtimeErrors: runs.map((r) => r.runtimeError).filter(Boolean),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    failing,
  }
}

/**
 * Runs Lighthouse `runs` times on `url` in a fresh Chromium; saves each report under `outDir`.
 * `ignoreStatusCode` for a page that answers an error status on purpose (the 404 page);
 * `acceptAnyCertificate` for the benchmark's HTTPS front, whose certificate is its own.
 */
export async function lighthousePage({ url, key, runs, outDir, ignoreStatusCode = false, acceptAnyCertificate = false }) {
  mkdirSync(outDir, { recursive: true })
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new', ...(acceptAnyCertificate ? ['--ignore-certificate-errors'] : [])],
    logLevel: 'silent',
  })
  const results = []
  try {
    for (let i = 1; i <= runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // Lighthouse refuses to audit a page that answers 404 unless told that this is intended.
        ignoreStatusCode,
        // The full-page screenshot is for the HTML viewer only; leaving it out shortens each run.
        disableFullPageScreenshot: true,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      writeFileSync(path.join(outDir, `${key}.run${i}.json`), result.report)
      results.push(summarizeRun(result.lhr))
    }
  } finally {
    await chrome.kill()
  }
  return aggregate(results)
}
