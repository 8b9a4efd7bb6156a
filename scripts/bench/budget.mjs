// The speed budget of the content pages, as computed targets: first-load JavaScript against the
// framework's floor measured in the same run, the HTML of every page, and Lighthouse's LCP, TBT and
// CLS. Report rows and a section of their own; the limits are in scripts/lib/page-budget.mjs.
import { frameworkFloorChunks, htmlBudgetBytes, jsAboveFloorBytes } from '../lib/page-budget.mjs'
import { code, kb, ms, table, verdict } from './report-format.mjs'

export const lighthouseBudget = { lcpMs: 2500, tbtMs: 150, cls: 0.05 }

const label = (page) => `${page.label} (${page.locale})`

/**
 * The framework's floor in compressed bytes: its chunks (read from the build) as the browser
 * received them on the measured pages.
 */
export function frameworkFloor({ distDir, firstLoadJs }) {
  const chunks = frameworkFloorChunks(distDir)
  const sizes = new Map()
  for (const result of Object.values(firstLoadJs)) {
    for (const script of result.scripts) if (chunks.includes(script.path)) sizes.set(script.path, Math.max(sizes.get(script.path) ?? 0, script.bodyBytes))
  }
  return {
    chunks: chunks.map((path) => ({ path, bodyBytes: sizes.get(path) ?? null })),
    bytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    budgetBytes: [...sizes.values()].reduce((a, b) => a + b, 0) + jsAboveFloorBytes,
  }
}

/** One target row over a set of pages: how many meet it, the worst, and by how much the rest miss. */
function row(target, scope, value, limit, format, labelOf = label) {
  const measured = scope.filter((p) => value(p) != null)
  if (measured.length === 0) return [target, 'not run (`--only`)', '**not measured**', '–']
  const over = measured.filter((p) => value(p) > limit)
  const worst = measured.reduce((a, p) => (value(p) > value(a) ? p : a), measured[0])
  const best = measured.reduce((a, p) => (value(p) < value(a) ? p : a), measured[0])
  return [
    target,
    `${measured.length - over.length} of ${measured.length} pages; ${format(value(best))} (${labelOf(best)}) to ${format(value(worst))} (${labelOf(worst)})`,
    verdict(over.length === 0),
    over.length ? `${over.length} pages over, by up to ${format(value(worst) - limit)}: ${over.map(labelOf).join(', ')}` : '–',
  ]
}

export function budgetRows(results, pages) {
  const content = pages.filter((p) => p.content)
  const floor = results.frameworkFloor
  const js = results.firstLoadJs
  const lh = results.lighthouse
  const html = results.html
  const three = (value) => (value == null ? '–' : value.toFixed(3))
  return [
    floor && js
      ? row(
          `First-load JavaScript ≤ the framework's floor (${kb(floor.bytes)}) + ${kb(jsAboveFloorBytes)} = ${kb(floor.budgetBytes)} compressed, content pages`,
          content,
          (p) => js[p.key]?.atLoad.bodyBytes,
          floor.budgetBytes,
          kb,
        )
      : ['First-load JavaScript ≤ the framework’s floor + 10 KB compressed, content pages', 'not run (`--only`)', '**not measured**', '–'],
    // Every page the sitemap lists when measured; else one page of each type.
    results.htmlSitemap
      ? row(`HTML ≤ ${kb(htmlBudgetBytes)} uncompressed, every page in the sitemap, both languages`, results.htmlSitemap, (p) => p.totalBytes, htmlBudgetBytes, kb, (p) => code(p.path))
      : row(`HTML ≤ ${kb(htmlBudgetBytes)} uncompressed, a page of each type, both languages`, pages, (p) => html?.[p.key]?.totalBytes, htmlBudgetBytes, kb),
    row(`Lighthouse LCP ≤ ${ms(lighthouseBudget.lcpMs)} (median), content pages`, content, (p) => lh?.[p.key]?.metrics.lcpMs, lighthouseBudget.lcpMs, ms),
    row(`Lighthouse TBT ≤ ${ms(lighthouseBudget.tbtMs)} (median), content pages`, content, (p) => lh?.[p.key]?.metrics.tbtMs, lighthouseBudget.tbtMs, ms),
    row(`Lighthouse CLS ≤ ${lighthouseBudget.cls} (median), content pages`, content, (p) => lh?.[p.key]?.metrics.cls, lighthouseBudget.cls, three),
  ]
}

/** Per page: the HTML and its payload, the first-load JavaScript and its share beyond the floor. */
export function budgetSection(results, pages) {
  const html = results.html
  const js = results.firstLoadJs
  const floor = results.frameworkFloor
  if (!html && !js) return []
  const rows = pages.map((p) => {
    const h = html?.[p.key]
    const j = js?.[p.key]?.atLoad.bodyBytes
    return [
      label(p),
      h ? kb(h.totalBytes) : '–',
      h ? `${kb(h.rscPayloadBytes)} (${Math.round((100 * h.rscPayloadBytes) / h.totalBytes)} %)` : '–',
      h ? verdict(h.totalBytes <= htmlBudgetBytes) : '–',
      j != null ? kb(j) : '–',
      j != null && floor ? kb(j - floor.bytes) : '–',
      !p.content ? 'n/a (not a content page)' : j != null && floor ? verdict(j <= floor.budgetBytes) : '–',
    ]
  })
  return [
    '## Speed budget: HTML and JavaScript per page',
    '',
    `The HTML as the production server sends it uncompressed (limit ${kb(htmlBudgetBytes)}), with the share of the inline React Server Components payload (\`self.__next_f.push\`), which repeats the server-rendered page as data for hydration. First-load JavaScript as in the section above, against the framework's floor: ${floor ? `${kb(floor.bytes)} in ${floor.chunks.length} scripts (${floor.chunks.map((c) => `${code(c.path.replace('/_next/static/chunks/', ''))} ${kb(c.bodyBytes)}`).join(', ')})` : 'not measured'}, the scripts any page of this App Router build loads whatever the site's own code: the bootstrap every page starts with (\`rootMainFiles\` of the build manifest: React DOM, the router and its RSC client, Turbopack's runtime) and the chunks of Next's own client modules that every page lists (the layout router and its boundaries) and that hold none of the site's modules (Next's Link shares a chunk with the site's layout components, so it counts as the site's). The budget allows ${kb(jsAboveFloorBytes)} more on a content page.`,
    '',
    table(['page', 'HTML', 'of it, RSC payload', `HTML ≤ ${kb(htmlBudgetBytes)}`, 'first-load JS', 'beyond the floor', `JS ≤ floor + ${kb(jsAboveFloorBytes)}`], rows),
    ...sitemapSection(results.htmlSitemap),
  ]
}

/** The HTML of every page the sitemap lists: how many meet the budget, and each that does not. */
function sitemapSection(pages) {
  if (!pages) return []
  const over = pages.filter((p) => p.totalBytes > htmlBudgetBytes).sort((a, b) => b.totalBytes - a.totalBytes)
  const sizes = pages.map((p) => p.totalBytes)
  return [
    '',
    `Every page the sitemap lists, in both languages (${pages.length} pages; the table above has one of each type): ${pages.length - over.length} under ${kb(htmlBudgetBytes)}, from ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}.${over.length ? ' Over the budget, each with the ceiling the browser tests hold its page type to (ADR 011):' : ''}`,
    ...(over.length ? ['', table(['page', 'type', 'HTML', 'ceiling'], over.map((p) => [code(p.path), p.type, kb(p.totalBytes), kb(p.ceilingBytes)]))] : []),
  ]
}
