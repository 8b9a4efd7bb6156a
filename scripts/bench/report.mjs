// Writes bench/report.md from the raw results: tables per page type and language, each target met or
// missed, and for every miss the gap and what was measured around it. Every sentence is computed
// from results.json; no cause or fix is written in by hand (those belong in the ADRs, which go stale
// knowingly, not in a report that claims to be measured).
import { writeFileSync } from 'node:fs'
import { budgetRows, budgetSection } from './budget.mjs'
import { heldPaintMarginMs } from './held-paint.mjs'
import { code, kb, ms, ms2, num, table, verdict } from './report-format.mjs'
import { imageSection, imageTargetRows } from './report-image.mjs'
import { phaseSections, phaseTargetRows } from './report-phases.mjs'
import { median } from './stats.mjs'

export const targets = {
  performance: 95,
  otherCategories: 100,
  ttfbP95Ms: 20,
  requestsPerSecond: 1000,
}

const label = (page) => `${page.label} (${page.locale})`
/** Audits that a page answering 404 fails because it is one (its status, `noindex`, the console's note of the 404). */
const intendedOn404 = new Set(['http-status-code', 'is-crawlable', 'errors-in-console'])

/** An audit's measured value, as Lighthouse states it (a time, a size, a count), else its score. */
const measuredValue = (audit) => audit.displayValue || (audit.score == null ? '–' : `score ${audit.score}`)

/** The runs marked † in the Lighthouse table: a first paint held back after everything had loaded. */
function heldPaintNote(lh, pages) {
  const runs = pages.flatMap((p) => (lh[p.key].perRunObserved ?? []).map((o, i) => ({ page: p, o, score: lh[p.key].perRunPerformance[i] })))
  const held = runs.filter((r) => r.o.heldFirstPaint)
  if (held.length === 0) return []
  const clean = runs.filter((r) => !r.o.heldFirstPaint && r.o.firstPaintMs != null)
  const firstPaints = (list) => `${ms(median(list.map((r) => r.o.firstPaintMs)))} (${ms(Math.min(...list.map((r) => r.o.firstPaintMs)))}–${ms(Math.max(...list.map((r) => r.o.firstPaintMs)))})`
  const affectedPages = pages.filter((p) => (lh[p.key].perRunObserved ?? []).some((o) => o.heldFirstPaint))
  const cleanMedians = pages
    .map((p) => ({ p, scores: lh[p.key].perRunPerformance.filter((_, i) => !lh[p.key].perRunObserved?.[i]?.heldFirstPaint) }))
    .filter((x) => x.scores.length > 0)
  const cleanMet = cleanMedians.filter((x) => median(x.scores) >= targets.performance)
  return [
    `† ${held.length} of ${runs.length} runs (on ${affectedPages.length} of ${pages.length} pages) had a held first paint: Chromium presented the first frame ${firstPaints(held)} after navigation, more than ${heldPaintMarginMs} ms after the load event; in the other runs it came at ${firstPaints(clean)}. The median Performance of these runs is ${median(held.map((r) => r.score))}, against ${median(clean.map((r) => r.score))} for the others (ADR 011). Counting only the runs without it, ${cleanMet.length} of ${cleanMedians.length} pages have a median Performance of ${targets.performance} or more.`,
    '',
  ]
}

function lighthouseSection(results, pages) {
  const lh = results.lighthouse
  if (!lh) return ['## Lighthouse', '', results.settings.only && !results.settings.only.includes('lighthouse') ? 'Not run (`--only`).' : 'Not run (`--lighthouse-runs=0`).']
  const rows = pages.map((p) => {
    const r = lh[p.key]
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((c) => r.failing[c].map((a) => a.id))
    return [
      label(p),
      `${r.scores.performance}`,
      `${r.scores.accessibility}`,
      `${r.scores['best-practices']}`,
      `${r.scores.seo}`,
      ms(r.metrics.lcpMs),
      ms(r.metrics.tbtMs),
      `${r.metrics.cls}`,
      r.perRunPerformance.map((score, i) => (r.perRunObserved?.[i]?.heldFirstPaint ? `${score}†` : `${score}`)).join(', '),
      failing.length ? failing.map(code).join(' ') : '–',
    ]
  })
  const perfFailing = pages.map((p) => [label(p), lh[p.key].failing.performance.filter((a) => a.runs * 2 > lh[p.key].runs).map((a) => code(a.id)).join(' ') || '–'])
  return [
    '## Lighthouse (mobile preset, median of runs)',
    '',
    `Lighthouse ${results.machine.lighthouse ?? ''} with its default mobile configuration (simulated slow 4G, CPU slowed 4×, Moto G Power viewport) on Debian's Chromium${results.lighthouseFront ? `, loading each page as visitors get it: ${results.lighthouseFront.protocol} from nginx with the deployment's configuration (\`${results.lighthouseFront.nginx}\`, its cache included, a certificate of the benchmark's own) in front of the production server` : ', from the production server directly (HTTP/1.1)'}; ${results.settings.lighthouseRuns} runs per page; each score and metric is the median of its runs. "Failing" lists the audits that fail in Accessibility, Best Practices or SEO (in any run).`,
    '',
    table(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Perf per run', 'failing audits'], rows),
    '',
    ...heldPaintNote(lh, pages),
    'Performance audits below 0.9 in most runs, per page:',
    '',
    table(['page', 'audits'], perfFailing),
  ]
}

function jsSection(results, pages) {
  const js = results.firstLoadJs
  if (!js) return []
  const budget = results.frameworkFloor?.budgetBytes
  const encodings = [...new Set(Object.values(js).flatMap((r) => r.scripts.map((s) => s.encoding)))].join(', ')
  const rows = pages.map((p) => {
    const r = js[p.key]
    const over = r.atLoad.bodyBytes - budget
    return [
      label(p),
      `${r.atLoad.requests}`,
      kb(r.atLoad.bodyBytes),
      kb(r.atLoad.transferredBytes),
      kb(r.untilIdle.bodyBytes),
      !p.content ? 'n/a (not a content page)' : budget == null ? '–' : over > 0 ? `missed by ${kb(over)}` : 'met',
    ]
  })
  const chunks = results.chunks ?? []
  const chunkRows = chunks.map((c) => [
    code(c.path.replace('/_next/static/chunks/', '')),
    kb(c.bodyBytes),
    c.uncompressedBytes ? kb(c.uncompressedBytes) : '–',
    c.everyPage ? 'every page' : [...new Set(c.pages.map((k) => k.split('.')[0]))].join(', '),
    c.group,
    c.libraries.join(', ') || '–',
  ])
  return [
    '## First-load JavaScript',
    '',
    `Every script the page loads by its \`load\` event (Next's chunks are async scripts, which the load event waits for), measured in Chromium through the DevTools protocol with the HTTP cache disabled, at a 412 px mobile viewport. Next's prefetches of other pages (the links in view) are held until the load event: the chunks a prefetched payload preloads are those pages' code, and before the load event they had counted, or not, depending on timing. Compressed body bytes (as the production server sends them to Chromium: ${encodings}) are compared with the target, the framework's floor plus 10 KB (see \"Speed budget\" below); \"transferred\" adds the HTTP headers; "until idle" includes what loads after \`load\` until the network is idle (the prefetched pages' chunks among it). 1 KB = 1,000 bytes.`,
    '',
    table(['page', 'scripts', 'compressed', 'transferred', 'until idle', budget == null ? 'target' : `target ≤ ${kb(budget)}`], rows),
    '',
    '### Where the bytes go',
    '',
    "Each script loaded at first load, largest first. Turbopack's production chunks carry no module names, so the contents are recognised by strings only those libraries contain; \"framework\" means React and Next.js only.",
    '',
    table(['chunk', 'compressed', 'uncompressed', 'pages', 'group', 'contains'], chunkRows),
  ]
}

const cpuCell = (r) =>
  r.cpu?.serverMsPerResponse == null ? '–' : `${r.cpu.serverMsPerResponse.toFixed(2)} ms (${r.cpu.serverCores}); ${r.cpu.loadGeneratorCores}`

function throughputSection(results) {
  const t = results.throughput
  if (!t) return []
  const rows = t.runs.flatMap((run) =>
    ['next', 'nginx'].map((server) => {
      const r = run[server]
      return [
        `${run.connections}`,
        server === 'next' ? 'Next (`next start`)' : 'nginx (same bytes)',
        num(r.requestsPerSecond),
        ms2(r.latencyMs.p50),
        ms2(r.latencyMs.p95),
        ms2(r.latencyMs.p99),
        `${r.errors + r.non2xx + r.timeouts}`,
        cpuCell(r),
        server === 'next' ? `**${run.ratio}**` : '',
      ]
    }),
  )
  const contextRows = (t.context ?? []).map((r) => [
    code(r.label),
    `${r.connections}`,
    num(r.requestsPerSecond),
    ms2(r.latencyMs.p50),
    ms2(r.latencyMs.p95),
    ms2(r.latencyMs.p99),
    kb(r.bytesPerSecond / Math.max(1, r.requestsPerSecond)),
    cpuCell(r),
  ])
  const ttfbRows = ['next', 'nginx'].map((server) => {
    const r = t.ttfb[server]
    return [server === 'next' ? 'Next' : 'nginx', `${r.connections}`, num(r.requests / r.seconds), ms2(r.ttfbMs.p50), ms2(r.ttfbMs.p95), ms2(r.ttfbMs.p99), ms2(r.totalMs.p95)]
  })
  const c = t.htmlComposition
  return [
    '## Throughput and latency: a cached page against nginx',
    '',
    `The home page \`/\` (${num(t.htmlBytes)} bytes of HTML, served from Next's prerender cache: \`x-nextjs-cache: ${t.nextHeaders.cache}\`, \`cache-control: ${t.nextHeaders.cacheControl}\`). nginx ${results.machine.nginx?.replace('nginx version: ', '') ?? ''} from Debian's packages serves the same bytes (checked by hash) as a file, with one worker process, on loopback. autocannon runs on the same machine and shares its CPU with the server; each measured run of 10 s follows a 3 s warm-up that is discarded. Latency is the time to the last byte of the response; percentiles are computed from every response. Server CPU is the user and system time of the server's processes (from \`/proc\`) divided by the responses; "cores busy" is that time over the run's duration, and the load generator's is autocannon's (it runs in the benchmark's own process). Ratio = Next's requests/s ÷ nginx's, measured in the same run.`,
    '',
    table(['connections', 'server', 'req/s', 'p50', 'p95', 'p99', 'errors', 'server CPU per response (cores busy); load generator', 'ratio'], rows),
    '',
    'For context (Next only, 10 connections):',
    '',
    table(['request', 'connections', 'req/s', 'p50', 'p95', 'p99', 'bytes per response', 'server CPU per response (cores busy); load generator'], contextRows),
    '',
    '### Time to first byte under load',
    '',
    'Ten keep-alive connections, each sending the next GET as soon as the previous response is read, for 10 s; the time to first byte is measured to the arrival of the response headers.',
    '',
    table(['server', 'connections', 'req/s', 'TTFB p50', 'TTFB p95', 'TTFB p99', 'total p95'], ttfbRows),
    '',
    `The home page's HTML: ${num(c.totalBytes)} bytes, of which ${num(c.rscPayloadBytes)} (${Math.round((100 * c.rscPayloadBytes) / c.totalBytes)} %) is the inline React Server Components payload (\`self.__next_f.push\`, the rendered tree a second time for hydration), ${num(c.inlineSvgBytes)} inline SVG markup and ${num(c.classAttributeBytes)} \`class\` attributes.`,
  ]
}

function otherSection(results) {
  const lines = ['## Blog load-more, memory, build and start-up', '']
  const lm = results.loadMore ?? {}
  if (Object.keys(lm).length) {
    lines.push(
      "The load-more button's request, captured from Chromium when the button is pressed on `/blog` and `/ar/blog` (the GraphQL `PostList` query for page 2, sent as GET with the browser client's headers), then replayed 200 times in sequence on one keep-alive connection after 20 discarded requests:",
      '',
      table(
        ['language', 'method', 'requests', 'failures', 'response', 'p50', 'p95', 'p99'],
        Object.entries(lm).map(([locale, r]) => [locale, r.request.method, `${r.count}`, `${r.failures}`, kb(r.responseBytes), ms2(r.ms.p50), ms2(r.ms.p95), ms2(r.ms.p99)]),
      ),
      '',
    )
  } else if (results.firstLoadJs) lines.push('The blog index showed no load-more button, so the load-more request was not measured.', '')
  else lines.push('Not measured in this run (`--only`).', '')
  const m = results.memory ?? {}
  const mib = (value) => (value == null ? '–' : `${value} MiB`)
  if (results.throughput)
    lines.push(
      'Server memory: resident set size (VmRSS) of the `next-server` process, sampled every 100 ms while autocannon and the TTFB sampler ran against it.',
      '',
      table(
        ['after start', 'after warm-up (every page once)', 'peak under load', '5 s after load', 'production server after Lighthouse'],
        [[mib(m.afterStartMiB), mib(m.beforeMiB), mib(m.peakUnderLoadMiB), mib(m.fiveSecondsAfterMiB), mib(m.afterAllMiB)]],
      ),
      '',
    )
  lines.push(
    table(
      ['measure', 'value'],
      [
        ['`next build` wall time on SQLite (fresh build directory)', results.build?.wallSeconds != null ? `${results.build.wallSeconds} s` : results.build?.note ?? '–'],
        ...(results.startup
          ? [
              ['start to first byte (`next start` spawned → first byte of `/`), median', `${results.startup.medianMs} ms`],
              ['start to first byte, each run', results.startup.samples.map((s) => `${s.ms} ms`).join(', ')],
            ]
          : []),
      ],
    ),
  )
  return lines
}

const pagesOf = (chunk) => [...new Set(chunk.pages.map((k) => k.split('.')[0]))].join('/')
function targetsAndMisses(results, pages) {
  const lh = results.lighthouse
  const content = pages.filter((p) => p.content)
  const rows = []
  const misses = []
  // A target whose measurement did not run in this run keeps its row.
  const notRun = (target, why = '`--only`') => rows.push([target, `not run (${why})`, '**not measured**', '–'])

  if (!lh) notRun(`Lighthouse Performance ≥ ${targets.performance}, Accessibility, Best Practices, SEO = ${targets.otherCategories}`, results.settings.only ? '`--only`' : '`--lighthouse-runs=0`')
  if (lh) {
    const check = (category, min, scope) => {
      const failing = scope.filter((p) => lh[p.key].scores[category] < min)
      const worst = scope.reduce((a, p) => (lh[p.key].scores[category] < lh[a.key].scores[category] ? p : a), scope[0])
      return { failing, worst, worstScore: lh[worst.key].scores[category] }
    }
    for (const [category, min, name] of [
      ['performance', targets.performance, 'Lighthouse Performance'],
      ['accessibility', targets.otherCategories, 'Lighthouse Accessibility'],
      ['best-practices', targets.otherCategories, 'Lighthouse Best Practices'],
      ['seo', targets.otherCategories, 'Lighthouse SEO'],
    ]) {
      const r = check(category, min, pages)
      // A 404 answer fails some audits by its nature; only those, on the 404 page only, are by design.
      const byDesign =
        r.failing.length > 0 && r.failing.every((p) => !p.content && lh[p.key].failing[category].every((a) => intendedOn404.has(a.id)))
      rows.push([
        `${name} ${min === 100 ? '= 100' : `≥ ${min}`}, every page, both languages`,
        `${pages.length - r.failing.length} of ${pages.length} pages; lowest ${r.worstScore} (${label(r.worst)})`,
        byDesign ? '**missed on the 404 page only, by design**' : verdict(r.failing.length === 0),
        r.failing.length
          ? byDesign
            ? `${r.failing.map((p) => `${label(p)} ${lh[p.key].scores[category]}`).join(', ')}: ${[...new Set(r.failing.flatMap((p) => lh[p.key].failing[category].map((a) => code(a.id))))].join(' ')}, which every 404 answer fails`
            : `${r.failing.length} pages short, by up to ${min - r.worstScore} points`
          : '–',
      ])
      if (r.failing.length) misses.push({ kind: 'lighthouse', category, name, min, failing: r.failing })
    }
  }

  // The speed budget: first-load JavaScript against the framework's floor, HTML size, LCP, TBT, CLS.
  rows.push(...budgetRows(results, pages))
  const budget = results.frameworkFloor?.budgetBytes
  const jsOver = budget == null ? [] : content.filter((p) => results.firstLoadJs?.[p.key]?.atLoad.bodyBytes > budget)
  if (jsOver.length) misses.push({ kind: 'js', pages: jsOver })

  const t = results.throughput
  if (t) {
    const ttfb = t.ttfb.next.ttfbMs.p95
    const run10 = t.runs.find((r) => r.connections === 10)
    rows.push([
      `p95 time to first byte ≤ ${targets.ttfbP95Ms} ms, 10 connections, loopback`,
      `${ms2(ttfb)} (autocannon p95 to the last byte: ${ms2(run10.next.latencyMs.p95)})`,
      verdict(ttfb <= targets.ttfbP95Ms),
      ttfb > targets.ttfbP95Ms ? `${ms2(ttfb - targets.ttfbP95Ms)} over (${Math.round((100 * ttfb) / targets.ttfbP95Ms) - 100} %)` : '–',
    ])
    if (ttfb > targets.ttfbP95Ms) misses.push({ kind: 'ttfb' })

    const best = t.runs.reduce((a, r) => (r.next.requestsPerSecond > a.next.requestsPerSecond ? r : a), t.runs[0])
    rows.push([
      `≥ ${num(targets.requestsPerSecond)} requests/s for a cached page, one server process`,
      t.runs.map((r) => `${num(r.next.requestsPerSecond)} at ${r.connections} connections`).join('; '),
      verdict(best.next.requestsPerSecond >= targets.requestsPerSecond),
      best.next.requestsPerSecond < targets.requestsPerSecond ? `${num(targets.requestsPerSecond - best.next.requestsPerSecond)} req/s short at best (${Math.round((100 * best.next.requestsPerSecond) / targets.requestsPerSecond)} % of the target)` : '–',
    ])
    if (best.next.requestsPerSecond < targets.requestsPerSecond) misses.push({ kind: 'rps', best })
  } else {
    notRun(`p95 time to first byte ≤ ${targets.ttfbP95Ms} ms, 10 connections, loopback`)
    notRun(`≥ ${num(targets.requestsPerSecond)} requests/s for a cached page, one server process`)
  }

  rows.push(...phaseTargetRows(results), ...imageTargetRows(results))
  return { rows, misses }
}

/** What asking for gzip did to `next start`'s rate: whether it compressed is read from the bytes it sent. */
function gzipNote(t, gzip) {
  const bytesEach = gzip.bytesPerSecond / Math.max(1, gzip.requestsPerSecond)
  const cpu = gzip.cpu?.serverMsPerResponse ? ` at ${gzip.cpu.serverMsPerResponse.toFixed(2)} ms of CPU each` : ''
  const sent = bytesEach < 0.9 * t.htmlBytes ? `compressed (${kb(bytesEach)} per response)` : `uncompressed (${kb(bytesEach)} per response)`
  return `- Asked for gzip, \`next start\` sent the page ${sent} and served ${num(gzip.requestsPerSecond)} req/s${cpu}.`
}

function explainMisses(results, pages, misses) {
  if (!results.lighthouse && !results.firstLoadJs && !results.throughput) return []
  const lines = ['## Misses: by how much, and why', '']
  const lh = results.lighthouse
  for (const miss of misses) {
    if (miss.kind === 'lighthouse') {
      lines.push(`### ${miss.name} below ${miss.min}`, '')
      lines.push(`Pages short: ${miss.failing.map((p) => `${label(p)} ${lh[p.key].scores[miss.category]}`).join(', ')}.`, '')
      // Every audit that fails on the short pages, with how many pages it fails on and why.
      const byAudit = new Map()
      for (const p of miss.failing) {
        for (const audit of lh[p.key].failing[miss.category]) {
          if (miss.category === 'performance' && audit.runs * 2 <= lh[p.key].runs) continue
          const entry = byAudit.get(audit.id) ?? { audit, pages: [], evidence: new Set() }
          entry.pages.push(p)
          audit.examples.forEach((e) => entry.evidence.add(e))
          byAudit.set(audit.id, entry)
        }
      }
      const entries = [...byAudit.values()].sort((a, b) => b.pages.length - a.pages.length)
      lines.push(
        `Each audit that fails on these pages${miss.category === 'performance' ? ' (below 0.9 in most runs)' : ''}, with its value on the first page it fails on and an item it names; the Lighthouse reports are in \`bench/out/lighthouse\`.`,
        '',
        table(
          ['audit', 'fails on', 'measured', 'example'],
          entries.map((e) => [
            `${code(e.audit.id)}: ${e.audit.title.replace(/\|/g, '\\|')}`,
            e.pages.length === miss.failing.length ? `all ${e.pages.length}` : e.pages.map(label).join(', '),
            measuredValue(e.audit),
            [...e.evidence][0] ? code([...e.evidence][0].slice(0, 140)) : '–',
          ]),
        ),
        '',
      )
      if (miss.category === 'performance') {
        const perLocale = (code) => pages.filter((p) => p.locale === code)
        const perfMedian = (code) => median(perLocale(code).map((p) => lh[p.key].scores.performance))
        const fonts = (code) => median(perLocale(code).map((p) => lh[p.key].bytesByType?.Font ?? 0))
        const lcp = (code) => median(perLocale(code).map((p) => lh[p.key].metrics.lcpMs))
        const fcp = (code) => median(perLocale(code).map((p) => lh[p.key].metrics.fcpMs))
        const languages = [...new Set(pages.map((p) => p.locale))]
        lines.push(
          'By language (medians over the page types):',
          '',
          table(['language', 'Performance', 'FCP', 'LCP', 'font bytes'], languages.map((language) => [language, `${perfMedian(language)}`, ms(fcp(language)), ms(lcp(language)), kb(fonts(language))])),
          '',
          `JavaScript: ${kb(median(pages.map((p) => results.firstLoadJs[p.key].atLoad.bodyBytes)))} compressed at first load (median over pages; see below) on a CPU slowed 4×; TBT ranges from ${ms(Math.min(...pages.filter((p) => lh[p.key].metrics.tbtMs != null).map((p) => lh[p.key].metrics.tbtMs)))} to ${ms(Math.max(...pages.filter((p) => lh[p.key].metrics.tbtMs != null).map((p) => lh[p.key].metrics.tbtMs)))} (${pages.filter((p) => lh[p.key].metrics.tbtMs > 200).map(label).join(', ') || 'no page'} over 200 ms).`,
          '',
        )
      }
    }
    if (miss.kind === 'js') {
      const everyPage = (results.chunks ?? []).filter((c) => c.everyPage)
      const framework = everyPage.filter((c) => c.group === 'framework').reduce((a, c) => a + c.bodyBytes, 0)
      const shared = everyPage.reduce((a, c) => a + c.bodyBytes, 0)
      const others = (results.chunks ?? []).filter((c) => !c.everyPage).slice(0, 6)
      lines.push(
        '### First-load JavaScript over the budget',
        '',
        `Every page loads ${kb(shared)} of shared scripts, of which ${kb(framework)} is React and Next.js alone (React DOM, the App Router and its RSC client, the Turbopack runtime): the budget is the framework's floor (${kb(results.frameworkFloor?.bytes)}, see "Speed budget") plus 10 KB. The rest of the shared scripts: ${everyPage.filter((c) => c.group !== 'framework').map((c) => `${kb(c.bodyBytes)} (${c.libraries.join(', ') || 'site code'})`).join(', ') || 'none'}. Page-specific scripts add: ${others.map((c) => `${kb(c.bodyBytes)} on ${[...new Set(c.pages.map((k) => k.split('.')[0]))].join('/')} (${c.libraries.join(', ') || 'site code'})`).join('; ')}.`,
        '',
      )
    }
    if (miss.kind === 'ttfb' || miss.kind === 'rps') {
      if (lines.some((l) => l.startsWith('### Server throughput'))) continue
      const t = results.throughput
      const r10 = t.runs.find((r) => r.connections === 10)
      const about = t.context?.[0]
      const gzip = t.context?.[1]
      const c = t.htmlComposition
      const cpu = r10.next.cpu ?? {}
      const ceilingCpu = r10.nginx.cpu ?? {}
      const capacity = cpu.serverMsPerResponse ? 1000 / cpu.serverMsPerResponse : null
      lines.push(
        '### Server throughput and time to first byte',
        '',
        `One \`next start\` process served the cached home page at ${num(r10.next.requestsPerSecond)} req/s against nginx's ${num(r10.nginx.requestsPerSecond)} with the same bytes (ratio ${r10.ratio}) at 10 connections.${cpu.serverMsPerResponse ? ` Next used ${cpu.serverMsPerResponse.toFixed(2)} ms of CPU per response (nginx ${ceilingCpu.serverMsPerResponse?.toFixed(2) ?? '–'} ms) and kept ${cpu.serverCores} cores busy, while autocannon kept ${cpu.loadGeneratorCores} busy on the same ${results.machine.cores} cores: at that CPU time one process serves at most about ${num(capacity)} such responses per second with a core to itself.` : ''} With 10 requests always in flight, the mean time per request is 10 ÷ req/s (Little's law): ${ms2(10_000 / r10.next.requestsPerSecond)} at this rate; a mean of ${targets.ttfbP95Ms} ms would take ${num(10_000 / targets.ttfbP95Ms)} req/s.`,
        '',
        ...(about ? [`- A smaller cached page (\`/about\`, ${kb(about.bytesPerSecond / Math.max(1, about.requestsPerSecond))} against the home page's ${kb(t.htmlBytes)}) reached ${num(about.requestsPerSecond)} req/s${about.cpu?.serverMsPerResponse ? ` at ${about.cpu.serverMsPerResponse.toFixed(2)} ms of CPU each` : ''}.`] : []),
        `- ${Math.round((100 * c.rscPayloadBytes) / c.totalBytes)} % of the home page's HTML is the inline React Server Components payload (\`self.__next_f\`) and ${kb(c.inlineSvgBytes)} is inline SVG.`,
        ...(gzip ? [gzipNote(t, gzip)] : []),
        '',
      )
    }
  }
  if (!misses.length) lines.push('Every Lighthouse, first-load JavaScript and single-process throughput target measured in this run is met.')
  return lines
}

export function writeReport(results, file) {
  const pages = results.pages
  const { rows, misses } = targetsAndMisses(results, pages)
  const m = results.machine
  const lhIndex = results.lighthouse ? Object.values(results.lighthouse).flatMap((r) => r.benchmarkIndex).filter(Boolean) : []
  const loads = [
    ['start', results.load.start],
    ['before the PostgreSQL build', results.buildPostgres?.loadBefore],
    ['after it', results.buildPostgres?.loadAfter],
    ['before the SQLite build', results.build?.loadBefore],
    ['after it', results.build?.loadAfter],
    ['end', results.load.end],
  ].filter(([, v]) => v)
  const out = [
    '# Benchmark report',
    '',
    `Written by \`npm run bench\` (\`scripts/bench.mjs\`) on ${results.startedAt.slice(0, 10)}, run started ${results.startedAt.slice(11, 16)} UTC, ${Math.round(results.totalSeconds / 60)} minutes in all${m.gitCommit ? `, at commit ${m.gitCommit}` : ''}${m.dirty ? ' with uncommitted changes' : ''}. Raw numbers: [results.json](results.json). ${results.settings.reuseBuild ? 'The production build and SQLite database of an earlier run (`--reuse-build`)' : 'A production build on a fresh SQLite database with the seeded content'}, served by one \`next start\` process on loopback for the throughput phases (Next's own rate against nginx), and by the production server (\`src/server\`, as \`npm start\` and the deployment run it) for the page measurements (HTML, scripts; Lighthouse ${results.lighthouseFront ? 'through nginx over HTTPS and HTTP/2, as deployed' : 'directly'}) and alone or behind nginx in the later phases.${results.settings.only ? ` Only these phases ran (\`--only\`): ${results.settings.only.join(', ')}.` : ''}${(results.remeasured ?? []).map((r) => ` Measured again on ${r.startedAt.slice(0, 10)} at ${r.startedAt.slice(11, 16)} UTC${r.gitCommit ? `, at commit ${r.gitCommit}${r.dirty ? ' with uncommitted changes' : ''}` : ''}, ${r.reuseBuild ? 'on the build and database of an earlier run, with the production server compiled from that commit (\`--reuse-build\`, ' : 'on a fresh build of that commit ('}\`--only --into-report\`; load average at its start ${r.load.start.one}): ${r.phases.join(', ')}.`).join('')}`,
    '',
    '## Machine and load',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${m.cpuModel}, ${m.cores} cores`],
        ['memory', `${m.memoryGiB} GiB`],
        ['system', m.os],
        ['Node.js', m.node],
        ['Next.js', m.next ?? '–'],
        ['browser', m.chromium ?? '–'],
        ['nginx', m.nginx?.replace('nginx version: ', '') ?? '–'],
        ['load average (1, 5, 15 min)', loads.map(([when, l]) => `${when}: ${l.one}, ${l.five}, ${l.fifteen}`).join('; ')],
        ['Lighthouse CPU benchmark index', lhIndex.length ? `median ${Math.round(median(lhIndex))}, ${Math.round(Math.min(...lhIndex))}–${Math.round(Math.max(...lhIndex))}` : '–'],
      ],
    ),
    '',
    `The benchmark cannot control other work on the machine: with ${m.cores} cores, a load average above ${m.cores} means processes waited for a CPU, which lowers throughput and raises latency and Lighthouse's TBT. The load generators (autocannon, the TTFB sampler, Chromium) run on the same cores as the server.`,
    '',
    '## Targets',
    '',
    table(['target', 'measured', 'result', 'gap'], rows),
    '',
    ...lighthouseSection(results, pages),
    '',
    ...jsSection(results, pages),
    '',
    ...budgetSection(results, pages),
    '',
    ...throughputSection(results),
    '',
    ...otherSection(results),
    '',
    ...phaseSections(results),
    '',
    ...imageSection(results),
    '',
    ...explainMisses(results, pages, misses),
    '',
    '## Phases',
    '',
    table(['phase', 'seconds'], Object.entries(results.phasesSeconds).map(([k, v]) => [k, `${v}`])),
    '',
  ]
  writeFileSync(file, `${out.join('\n').replace(/\n{3,}/g, '\n\n')}`)
}
