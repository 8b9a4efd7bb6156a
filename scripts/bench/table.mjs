// docs/performance.md: one table of what the benchmark measured, from its results. A measure whose
// phase has no result (not run yet) has no row; one whose phase failed says so.
import { writeFileSync } from 'node:fs'
import { median } from './load.mjs'

const num = (v) => Math.round(v).toLocaleString('en-US')
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (v, digits = 0) => `${digits ? v.toFixed(digits) : num(v)} ms`
const s = (v) => `${v.toFixed(1)} s`
const times = (v) => `${v.toFixed(2)}×`
const perLocale = (map, format) => Object.entries(map).map(([locale, v]) => `${locale} ${format(v)}`).join(', ')

/** The highest (or lowest) of `value` over the content pages (not the 404 page), with the page. */
function extreme(pages, value, format, lowest = false) {
  const values = Object.entries(pages).filter(([key]) => !key.startsWith('not-found.')).map(([key, page]) => [key, value(page)]).filter(([, v]) => v != null)
  const [key, v] = values.reduce((a, b) => ((lowest ? b[1] < a[1] : b[1] > a[1]) ? b : a))
  return `${format(v)} (${key})`
}

const lighthouse = (category, target) => ['lighthouse', `Lighthouse ${category}, lowest content page (median of runs)`, (r) => extreme(r.pages, (p) => p.scores[category.toLowerCase().replace(' ', '-')], String, true), target]
const lighthouseMetric = (name, key, format, target) => ['lighthouse', `Lighthouse ${name}, highest content page (median of runs)`, (r) => extreme(r.pages, (p) => p.metrics[key], format), target]
const throughput = (connections) => ['throughput', `Cached page \`/\`, \`next start\`, ${connections} connections (÷ nginx with the same bytes)`, (r) => r.runs.filter((run) => run.connections === connections).map((run) => `${num(run.next.requestsPerSecond)} req/s (${times(run.ratio)})`)[0], '≥ 1,000 req/s']

/** Each measure: the results key of its phase, its name, its value from that result, its target. */
const measures = [
  ...['Performance', 'Accessibility', 'Best Practices', 'SEO'].map((category) => lighthouse(category, category === 'Performance' ? '≥ 95' : '100')),
  lighthouseMetric('LCP', 'lcpMs', ms, '≤ 2,500 ms'),
  lighthouseMetric('TBT', 'tbtMs', ms, '≤ 150 ms'),
  lighthouseMetric('CLS', 'cls', (v) => v.toFixed(3), '≤ 0.05'),
  ['firstLoadJs', 'First-load JavaScript (compressed), largest content page', (r) => extreme(r.pages, (p) => p.atLoad.bodyBytes, kb), (r) => `≤ ${kb(r.frameworkFloor.budgetBytes)} (the framework's ${kb(r.frameworkFloor.bytes)} + 10 KB)`],
  ['htmlSize', 'HTML (uncompressed), largest page the sitemap lists', (r) => extreme(Object.fromEntries(r.sitemap.map((p) => [p.path, p])), (p) => p.totalBytes, kb), (r) => `≤ ${kb(r.budgetBytes)}`],
  throughput(10),
  throughput(50),
  ['throughput', 'Time to first byte p95, `next start`, 10 connections', (r) => ms(r.ttfb.next.ttfbMs.p95, 1), '≤ 20 ms'],
  ['throughput', 'Memory of `next start`: after start, peak under load', (r) => `${r.memory.afterStartMiB} MiB, ${r.memory.peakUnderLoadMiB} MiB`, '–'],
  ['throughput', '`next start` spawned to the first byte of `/`', (r) => ms(r.startToFirstByteMs), '–'],
  ['build', '`next build` on SQLite', (r) => s(r.wallSeconds), '–'],
  ['buildPostgres', '`next build` on PostgreSQL', (r, all) => `${s(r.wallSeconds)}${all.build?.wallSeconds ? ` (${times(r.wallSeconds / all.build.wallSeconds)} SQLite's)` : ''}`, '≤ 1.25× SQLite'],
  ['blogIndex', 'Blog index ÷ a post, requests/s, `next start`', (r) => perLocale(r.locales, (l) => times(l.ratio)), '≥ 0.80×'],
  ['loadMore', "Blog load-more request (the browser's), p95", (r) => perLocale(r, (l) => ms(l.latencyMs.p95, 1)), '–'],
  ['nginxCache', 'Cached home page through nginx ÷ nginx serving the same bytes', (r) => perLocale(r.pages, (p) => times(p.ratio)), '≥ 0.80×'],
  ['editThroughNginx', 'An edit visible through nginx', (r) => perLocale(r.locales, (l) => (l.editSeconds == null ? 'not within 30 s' : s(l.editSeconds))), '≤ 10 s'],
  ['quietPage', "A quiet page's lone visitor sees a publish from", (r) => (r.seenFromSeconds == null ? 'never' : s(r.seenFromSeconds)), '≤ 10 s'],
  ['scaleOut', 'Two instances ÷ one behind nginx, `/contact`, requests/s', (r) => `${times(r.ratio)} (${num(r.runs[0].requestsPerSecond)} → ${num(r.runs[1].requestsPerSecond)})`, '–'],
  ['redisHung', 'Redis hung: consultation forms acknowledged, slowest (answering → hung)', (r) => `${ms(r.answering.forms.ms.max)} → ${ms(r.hung.forms.ms.max)} (${JSON.stringify(r.hung.forms.statuses)})`, '≤ 2,000 ms, all sent'],
  ['redisHung', 'Redis hung: `/about` from an instance, p95 (answering → hung)', (r) => `${ms(r.answering.page.latencyMs.p95, 1)} → ${ms(r.hung.page.latencyMs.p95, 1)}`, '–'],
  ['hostileGraphql', 'GraphQL: server CPU per anonymous request, costliest', (r) => extreme(Object.fromEntries(r.perRequest.map((q) => [q.name, q])), (q) => q.cpuMsPerRequest, (v) => ms(v, 2)), '≤ 50 ms'],
  ['hostileGraphql', 'Cached page p99 under 20 hostile GraphQL requests/s ÷ without', (r) => times(r.underLoad.p99Ratio), '≤ 1.20×'],
  ['hostileRequests', 'Cached page p99 under 50 hostile requests/s ÷ without (app, nginx)', (r) => `${times(r.pages.app.ratio.cachedP99)}, ${times(r.pages.nginx.ratio.cachedP99)}`, '–'],
  ['hostileRequests', 'A 40,000-part form post: server CPU', (r) => ms(r.perRequest.formBomb.cpuMsPerRequest, 1), '–'],
  ['serverCode', "Script-policy hashing of the home page: CPU, share of the server's per response", (r) => `${num(r.cspHash.timing.hashOnly.cpuMicrosecondsPerPage)} µs, ${(100 * r.cspHash.shareOfServerCpu).toFixed(1)} %`, '–'],
  ['serverCode', 'CV check, median (genuine, crafted)', (r) => `${ms(r.cvCheck.genuine.msMedian)}, ${ms(Math.max(r.cvCheck.manyObjects.msMedian, r.cvCheck.objectStreamBomb.msMedian))}`, '–'],
  ['diskGrowth', 'Build directory growth from made-up addresses', (r) => `${num(r.growthBytes)} bytes from ${num(r.requests)} requests`, '≤ 1,000,000 bytes'],
  ['search', 'Search page, median (p95)', (r) => perLocale(r.locales, (l) => `${ms(l.page.p50, 1)} (${ms(l.page.p95, 1)})`), '< 50 ms'],
  ['search', 'Search engine, per query p95', (r) => perLocale(r.locales, (l) => ms(l.engine.query.p95, 2)), '≤ 30 ms'],
  ['loginTiming', 'Failed sign-ins: known and unknown e-mails, medians apart', (r) => `${(100 * r.medianDifference).toFixed(1)} %`, '≤ 20 %'],
  ['image', 'Site container image', (r) => `${num(r.sizeMiB)} MiB`, '≤ 1,200 MiB'],
  ['image', 'Site container cold start to `/api/ready` 200, migrated database (median of 3)', (r) => s(r.coldStart.medianMs / 1000), '≤ 30 s'],
]

/** The table of `results` (the benchmark's JSON) as Markdown, into `file`. */
export function writeTable(results, file) {
  const rows = measures.flatMap(([key, name, value, target]) => {
    const r = results[key]
    if (!r) return []
    // A result without this measure (from an earlier version of its phase) has no row either.
    const cell = (fn) => (r.error ? `failed: ${r.error.split('\n')[0].slice(0, 120)}` : fn(r, results)?.replaceAll('|', '\\|'))
    try {
      return [`| ${name} | ${cell(value)} | ${typeof target === 'function' ? cell(target) : target} |`]
    } catch {
      return []
    }
  })
  const dates = [...new Set(Object.values(results.measuredAt ?? {}).map((at) => at.slice(0, 10)))].sort()
  const index = Object.values(results.lighthouse?.pages ?? {}).flatMap((p) => p.benchmarkIndex).filter(Boolean)
  const measured = dates.length > 1 ? `from ${dates[0]} to ${dates.at(-1)}` : `on ${dates[0]}`
  const header = `Generated by \`npm run bench\` from its results (\`.bench/results.json\`); do not edit. Measured ${measured} on a machine with ${results.machine.cores} CPUs${index.length ? `, Lighthouse CPU benchmark index ${num(median(index))}` : ''}.`
  const text = ['# Performance', '', header, '', '| measure | value | target |', '|---|---|---|', ...rows, '']
  writeFileSync(file, text.join('\n'))
}
