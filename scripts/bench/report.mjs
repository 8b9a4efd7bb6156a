// Writes bench/report.md from the raw results: tables per page type and language, each target met or
// missed, and for every miss the gap and the evidence for its cause, taken from the measurements.
import { writeFileSync } from 'node:fs'
import { heldPaintMarginMs } from './held-paint.mjs'
import { code, kb, ms, ms2, num, table, verdict } from './report-format.mjs'
import { phaseSections, phaseTargetRows } from './report-phases.mjs'
import { median } from './stats.mjs'

export const targets = {
  performance: 95,
  otherCategories: 100,
  firstLoadJsBytes: 110_000,
  ttfbP95Ms: 20,
  requestsPerSecond: 1000,
}

const label = (page) => `${page.label} (${page.locale})`
/** Audits that a page answering 404 fails because it is one (its status, `noindex`, the console's note of the 404). */
const intendedOn404 = new Set(['http-status-code', 'is-crawlable', 'errors-in-console'])

/** Known causes of failing Lighthouse audits on this site, each checked against the evidence. */
function auditExplanation(id, evidence, results) {
  const home = results.responses?.['home.en']
  switch (id) {
    case 'redirects':
      if (home?.criticalCH)
        return `Every response carries \`Critical-CH: ${home.criticalCH}\` (with \`Accept-CH\` and \`Vary\` on it). Payload's \`withPayload()\` adds these headers to \`/:path*\` for its admin's colour scheme. On a first visit Chromium does not have the hint yet, so it restarts the navigation to send it: Lighthouse records a same-URL redirect and charges a round trip to FCP and LCP. Fix: in \`next.config.ts\`, change the \`source\` of that header rule to \`/admin/:path*\` (wrap \`headers()\` after \`withPayload\`). That also takes \`Vary: Sec-CH-Prefers-Color-Scheme\` off the public pages, which shared caches need.`
      return 'The navigation was redirected before the page loaded.'
    case 'errors-in-console':
      if (evidence.length && evidence.every((e) => e.includes('status of 404')))
        return "The browser logs the page's own 404 status (`Failed to load resource`): every page that answers 404 has this line in its console, so the audit cannot pass on a 404 page. By design, not a defect."
      if (evidence.some((e) => e.includes('favicon.ico')))
        return 'The browser asks for `/favicon.ico`, which answers 404, and logs the failure. The favicon is part of issue 6 (search and sharing): an `src/app/favicon.ico` (or `icon.tsx`) makes this audit pass.'
      return 'The browser console logged errors while the page loaded.'
    case 'render-blocking-insight':
    case 'render-blocking-resources':
      return "The two stylesheets in `<head>` block the first paint; under Lighthouse's simulated slow 4G each costs a round trip plus its transfer. The Arabic pages pay more because the fonts that the stylesheet starts share the same slow link (see the font bytes below)."
    case 'lcp-lazy-loaded':
    case 'lcp-discovery-insight':
      return 'The largest image above the fold is loaded lazily or discovered late; on the blog index it is the first post card, rendered with `loading="lazy"`. Fix: pass `priority` to `CmsImage` for the first card (`src/components/blog/PostCard.tsx` from `BlogList`).'
    case 'unused-javascript':
      return 'Part of the JavaScript that loads is not run on this page (framework code for features the page does not use, and shared chunks); see "First-load JavaScript".'
    case 'legacy-javascript':
    case 'legacy-javascript-insight':
      return "Next.js's own polyfill module (`next/dist/build/polyfills/polyfill-module.js`: `Array.prototype.at`, `flat`, `flatMap`, `Object.fromEntries`, `Object.hasOwn`, `trimStart`, `trimEnd`), which Next bundles into its framework chunk whatever the browser targets (Next 16 already compiles for Chrome 111, Edge 111, Firefox 111 and Safari 16.4, so a `browserslist` cannot remove it). The module is 1.4 KB (0.6 KB compressed); Lighthouse's estimate charges the whole chunk's share. Not in the site's code."
    case 'bf-cache':
      if (evidence.length && evidence.every((e) => e.includes('status code of 2XX')))
        return 'Chromium keeps only pages that answered 2xx in its back/forward cache: a 404 page cannot be kept. By design, not a defect.'
      return 'The page cannot be restored from the back/forward cache because its HTML is sent with `Cache-Control: no-store` (pages with a form get a fresh token on every view, ADR 005; the blog index reads `?page`).'
    case 'total-blocking-time':
    case 'mainthread-work-breakdown':
    case 'max-potential-fid':
    case 'interactive':
    case 'bootup-time':
      return 'Long main-thread tasks while the JavaScript is evaluated and React hydrates the page, on a CPU slowed four times as on a mid-range phone.'
    case 'largest-contentful-paint':
    case 'largest-contentful-paint-element':
    case 'first-contentful-paint':
    case 'speed-index':
      return 'Paint metrics: the sum of the causes in this list (render-blocking stylesheets, fonts and scripts sharing the simulated slow link, JavaScript evaluation), and in runs marked † the held first paint, which makes Lighthouse count all of them.'
    case 'canonical':
      if (evidence.some((e) => e.includes("domain's root")))
        return "The 404 page carries a canonical link to the home page (`<link rel=\"canonical\" href=\"{SITE_URL}\">`), which Lighthouse reads as a page claiming to be the home page. A 404 page should have no canonical link: the root layouts' metadata (`shellMetadata` in `src/components/layout/SiteShell.tsx`) must link only the feed, leaving canonical and hreflang links to each page."
      return 'The canonical link is invalid or points elsewhere.'
    case 'http-status-code':
    case 'is-crawlable':
      return 'Intended on the 404 page: it answers 404 and asks not to be indexed (`noindex`); Lighthouse counts both against SEO. Not a defect.'
    default:
      return null
  }
}

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
    `† ${held.length} of ${runs.length} runs (on ${affectedPages.length} of ${pages.length} pages) had a held first paint: Chromium presented the first frame ${firstPaints(held)} after navigation, more than ${heldPaintMarginMs} ms after the load event (in the traces examined for ADR 011, every request had finished and the main thread was idle in between); in the other runs it came at ${firstPaints(clean)}. Lighthouse's simulation counts every request and task that came before the observed first paint, so in such a run the simulated FCP and LCP include all of the page's JavaScript and fonts: the median Performance of these runs is ${median(held.map((r) => r.score))}, against ${median(clean.map((r) => r.score))} for the others. It comes and goes on the same page and build from one run to the next; GoogleChrome/lighthouse#17230 reports the same symptom (ADR 011 has what was tried). Counting only the runs without it, ${cleanMet.length} of ${cleanMedians.length} pages have a median Performance of ${targets.performance} or more.`,
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
    `Lighthouse ${results.machine.lighthouse ?? ''} with its default mobile configuration (simulated slow 4G, CPU slowed 4×, Moto G Power viewport) on Debian's Chromium; ${results.settings.lighthouseRuns} runs per page; each score and metric is the median of its runs. "Failing" lists the audits that fail in Accessibility, Best Practices or SEO (in any run).`,
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
  const rows = pages.map((p) => {
    const r = js[p.key]
    const over = r.atLoad.bodyBytes - targets.firstLoadJsBytes
    return [
      label(p),
      `${r.atLoad.requests}`,
      kb(r.atLoad.bodyBytes),
      kb(r.atLoad.transferredBytes),
      kb(r.untilIdle.bodyBytes),
      p.content ? (over > 0 ? `missed by ${kb(over)}` : 'met') : 'n/a (not a content page)',
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
    "Every script the page loads by its `load` event (Next's chunks are async scripts, which the load event waits for), measured in Chromium through the DevTools protocol with the HTTP cache disabled, at a 412 px mobile viewport. Compressed body bytes (gzip, as `next start` sends them) are compared with the target; \"transferred\" adds the HTTP headers; \"until idle\" includes what loads after `load` until the network is idle. 1 KB = 1,000 bytes.",
    '',
    table(['page', 'scripts', 'compressed', 'transferred', 'until idle', `target ≤ ${kb(targets.firstLoadJsBytes)}`], rows),
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
        ['after start', 'after warm-up (every page once)', 'peak under load', '5 s after load', 'at the end (after Lighthouse)'],
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

/** Where the site's own share of the first-load JavaScript could shrink, from the chunks measured. */
function jsFixes(chunks) {
  const having = (library) => chunks.filter((c) => c.libraries.includes(library))
  const bytes = (list) => kb(list.reduce((a, c) => a + c.bodyBytes, 0))
  const fixes = []
  const zod = having('zod')
  if (zod.length)
    fixes.push(
      `- Forms (${bytes(zod)} on ${zod.map(pagesOf).join(', ')}): the browser checks each field on blur and the whole form before sending with the shared zod schemas (\`src/forms/model/*.schema.ts\`, already on \`zod/mini\`; Turbopack still keeps most of zod's core in the chunk). Loading the schema when a field is first left would move it after the first load without changing what is checked (\`src/components/forms/*.client.tsx\`).`,
    )
  const graphql = having('graphql (parser/printer)')
  if (graphql.length)
    fixes.push(
      `- Blog load-more (${bytes(graphql)} on ${graphql.map(pagesOf).join(', ')}): the browser prints the GraphQL query with the graphql library and sends it with ofetch. The query text could be printed at build time and sent with a plain \`fetch\` GET (\`src/components/blog/BlogList.client.tsx\`, \`src/lib/graphql/client.ts\`).`,
    )
  const intl = having('next-intl/use-intl')
  if (intl.length)
    fixes.push(
      `- next-intl's client (${bytes(intl)}, ${intl.every((c) => c.everyPage) ? 'every page' : intl.map(pagesOf).join(', ')}): the provider and its message formatter ship on every page because the error and not-found views, the forms and the blog list format messages in the browser. Passing them formatted strings from the server would let pages without a form skip it (\`src/components/layout/SiteShell.tsx\`, \`ClientMessages.tsx\`).`,
    )
  return fixes
}

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
            ? `${r.failing.map((p) => `${label(p)} ${lh[p.key].scores[category]}`).join(', ')}: ${[...new Set(r.failing.flatMap((p) => lh[p.key].failing[category].map((a) => code(a.id))))].join(' ')}, which every 404 answer fails (see below)`
            : `${r.failing.length} pages short, by up to ${min - r.worstScore} points`
          : '–',
      ])
      if (r.failing.length) misses.push({ kind: 'lighthouse', category, name, min, failing: r.failing })
    }
  }

  const js = results.firstLoadJs
  if (js) {
    const jsOver = content.filter((p) => js[p.key].atLoad.bodyBytes > targets.firstLoadJsBytes)
    const jsMax = content.reduce((a, p) => (js[p.key].atLoad.bodyBytes > js[a.key].atLoad.bodyBytes ? p : a), content[0])
    const jsMin = content.reduce((a, p) => (js[p.key].atLoad.bodyBytes < js[a.key].atLoad.bodyBytes ? p : a), content[0])
    rows.push([
      `First-load JavaScript ≤ ${kb(targets.firstLoadJsBytes)} compressed, content pages`,
      `${kb(js[jsMin.key].atLoad.bodyBytes)} (${label(jsMin)}) to ${kb(js[jsMax.key].atLoad.bodyBytes)} (${label(jsMax)})`,
      verdict(jsOver.length === 0),
      jsOver.length ? `${jsOver.length} of ${content.length} pages over, by ${kb(js[jsMin.key].atLoad.bodyBytes - targets.firstLoadJsBytes)} to ${kb(js[jsMax.key].atLoad.bodyBytes - targets.firstLoadJsBytes)}` : '–',
    ])
    if (jsOver.length) misses.push({ kind: 'js', pages: jsOver })
  } else notRun(`First-load JavaScript ≤ ${kb(targets.firstLoadJsBytes)} compressed, content pages`)

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

  rows.push(...phaseTargetRows(results))
  return { rows, misses }
}

/** What asking for gzip did to `next start`'s rate: whether it compressed is read from the bytes it sent. */
function gzipNote(t, gzip) {
  const bytesEach = gzip.bytesPerSecond / Math.max(1, gzip.requestsPerSecond)
  const cpu = gzip.cpu?.serverMsPerResponse ? ` at ${gzip.cpu.serverMsPerResponse.toFixed(2)} ms of CPU each` : ''
  if (bytesEach < 0.9 * t.htmlBytes)
    return `- Browsers ask for gzip: then Next compresses every response again (nothing keeps the compressed bytes) and served ${num(gzip.requestsPerSecond)} req/s${cpu}.`
  return `- Asked for gzip, \`next start\` sent the page uncompressed (${kb(bytesEach)} per response; next.config.ts leaves compression to the production server, src/server, or to nginx in front) and served ${num(gzip.requestsPerSecond)} req/s${cpu}.`
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
      const explained = miss.category === 'performance' ? entries.filter((e) => auditExplanation(e.audit.id, [...e.evidence], results)) : entries
      lines.push(
        table(
          ['audit', 'fails on', 'example', 'why'],
          explained.map((e) => [
            `${code(e.audit.id)}: ${e.audit.title.replace(/\|/g, '\\|')}`,
            e.pages.length === miss.failing.length ? `all ${e.pages.length}` : e.pages.map(label).join(', '),
            [...e.evidence][0] ? code([...e.evidence][0].slice(0, 140)) : (e.audit.displayValue ?? '–'),
            auditExplanation(e.audit.id, [...e.evidence], results) ?? 'See the audit in the Lighthouse report (bench/out/lighthouse).',
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
        lines.push(
          `English against Arabic (medians over the page types): Performance ${perfMedian('en')} against ${perfMedian('ar')}, FCP ${ms(fcp('en'))} against ${ms(fcp('ar'))}, LCP ${ms(lcp('en'))} against ${ms(lcp('ar'))}, font bytes ${kb(fonts('en'))} against ${kb(fonts('ar'))}. An Arabic page needs two files per weight, its Arabic letters and its Latin ones (spaces, digits and punctuation are in the Latin file), against one per weight in English; both are cut down to the characters the site uses (\`src/fonts/\`, ADR 011). Lighthouse simulates a slow 4G link, and its LCP counts every request started before the page's largest paint was observed: the fonts, the stylesheets, the scripts and the hero image share that link.`,
          '',
          `JavaScript: ${kb(median(pages.map((p) => results.firstLoadJs[p.key].atLoad.bodyBytes)))} compressed at first load (median over pages; see below) is evaluated on a CPU slowed 4×; TBT ranges from ${ms(Math.min(...pages.filter((p) => lh[p.key].metrics.tbtMs != null).map((p) => lh[p.key].metrics.tbtMs)))} to ${ms(Math.max(...pages.filter((p) => lh[p.key].metrics.tbtMs != null).map((p) => lh[p.key].metrics.tbtMs)))} (${pages.filter((p) => lh[p.key].metrics.tbtMs > 200).map(label).join(', ') || 'no page'} over 200 ms). The script bytes also count in the simulated LCP (above).`,
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
        `Every page loads ${kb(shared)} of shared scripts, of which ${kb(framework)} is React and Next.js alone (React DOM, the App Router and its RSC client, the Turbopack runtime): the framework by itself is ${framework > targets.firstLoadJsBytes ? `${kb(framework - targets.firstLoadJsBytes)} over` : `${kb(targets.firstLoadJsBytes - framework)} under`} the ${kb(targets.firstLoadJsBytes)} budget. The rest of the shared scripts: ${everyPage.filter((c) => c.group !== 'framework').map((c) => `${kb(c.bodyBytes)} (${c.libraries.join(', ') || 'site code'})`).join(', ') || 'none'}. Page-specific scripts add: ${others.map((c) => `${kb(c.bodyBytes)} on ${[...new Set(c.pages.map((k) => k.split('.')[0]))].join('/')} (${c.libraries.join(', ') || 'site code'})`).join('; ')}.`,
        '',
        'What would close the gap, largest first:',
        '',
        ...jsFixes(results.chunks ?? []),
        `- The framework share (${kb(framework)}) cannot go below the budget without leaving the App Router; the target is only reachable if the budget is read for the site's own code beyond the framework, or with fewer client components per page.`,
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
        `One \`next start\` process served the cached home page at ${num(r10.next.requestsPerSecond)} req/s against nginx's ${num(r10.nginx.requestsPerSecond)} with the same bytes (ratio ${r10.ratio}) at 10 connections.${cpu.serverMsPerResponse ? ` Next used ${cpu.serverMsPerResponse.toFixed(2)} ms of CPU per response (nginx ${ceilingCpu.serverMsPerResponse?.toFixed(2) ?? '–'} ms) and kept ${cpu.serverCores} cores busy, while autocannon kept ${cpu.loadGeneratorCores} busy on the same ${results.machine.cores} cores. Node runs JavaScript on one thread, so one process can serve at most about ${num(capacity)} such responses per second even with a core to itself; 1,000 req/s needs the CPU per response below 1 ms.` : ''} Time to first byte is queueing behind that rate: with 10 requests always in flight, the mean time per request is 10 ÷ req/s (Little's law), ${ms2(10_000 / r10.next.requestsPerSecond)} at this rate, so a p95 of ${targets.ttfbP95Ms} ms needs well over ${num(10_000 / targets.ttfbP95Ms)} req/s. Where the time goes:`,
        '',
        `- Per request, Next runs its router, the cache lookup and the response headers in JavaScript and writes ${kb(t.htmlBytes)} of HTML through Node's streams; nginx sends the file with \`sendfile\` from C. ${about ? `A smaller cached page (\`/about\`, ${kb(about.bytesPerSecond / Math.max(1, about.requestsPerSecond))}) reached ${num(about.requestsPerSecond)} req/s${about.cpu?.serverMsPerResponse ? ` at ${about.cpu.serverMsPerResponse.toFixed(2)} ms of CPU each` : ''}, so the size of the document is a large part of the cost.` : ''}`,
        `- ${Math.round((100 * c.rscPayloadBytes) / c.totalBytes)} % of the home page's HTML is the inline React Server Components payload (\`self.__next_f\`), which repeats the rendered page as data for hydration, and ${kb(c.inlineSvgBytes)} is inline SVG (the logo and the blocks' artwork, repeated in that payload; the icons are already references to one cached sprite, \`/icons.svg\`). Fewer server-rendered elements per page would shrink both copies (the blocks in \`src/blocks/\`).`,
        ...(gzip ? [gzipNote(t, gzip)] : []),
        `- The load generator runs on the same ${results.machine.cores} cores, and other work was running (see the load averages above): absolute numbers are lower than on an idle or larger machine; the ratio to nginx and the CPU per response move less.`,
        '',
        'What would meet the targets: a cache in front of the Node process, as a production deployment has (nginx `proxy_cache` or a CDN honouring the `s-maxage` that Next sends with cached pages; the pages set no cookies and vary only on the encoding), which serves at the nginx rate measured here; or one Next process per core behind a proxy. Within one process: smaller HTML (above).',
        '',
      )
    }
  }
  if (!misses.length) lines.push('Every Lighthouse, first-load JavaScript and single-process throughput target measured in this run is met; the sections above explain the other targets.')
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
    `Written by \`npm run bench\` (\`scripts/bench.mjs\`) on ${results.startedAt.slice(0, 10)}, run started ${results.startedAt.slice(11, 16)} UTC, ${Math.round(results.totalSeconds / 60)} minutes in all${m.gitCommit ? `, at commit ${m.gitCommit}` : ''}${m.dirty ? ' with uncommitted changes' : ''}. Raw numbers: [results.json](results.json). ${results.settings.reuseBuild ? 'The production build and SQLite database of an earlier run (`--reuse-build`)' : 'A production build on a fresh SQLite database with the seeded content'}, served by one \`next start\` process on loopback for the page measurements, and by the production server (\`src/server\`, as \`npm start\` and the deployment run it) alone or behind nginx in the later phases.${results.settings.only ? ` Only these phases ran (\`--only\`): ${results.settings.only.join(', ')}.` : ''}${(results.remeasured ?? []).map((r) => ` Measured again on ${r.startedAt.slice(0, 10)} at ${r.startedAt.slice(11, 16)} UTC${r.gitCommit ? `, at commit ${r.gitCommit}${r.dirty ? ' with uncommitted changes' : ''}` : ''}, on a fresh build of that commit (\`--only --into-report\`; load average at its start ${r.load.start.one}): ${r.phases.join(', ')}.`).join('')}`,
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
    ...throughputSection(results),
    '',
    ...otherSection(results),
    '',
    ...phaseSections(results),
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
