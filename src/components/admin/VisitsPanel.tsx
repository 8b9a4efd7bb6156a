import type { Payload, TypedUser } from 'payload'
import { hasRole } from '@/access'
import { dateFormatLocale, localeOrDefault, type Locale } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import type { Label } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { otherVisitsKey } from '@/lib/visits'

const text = adminText.visits

/** The days shown, today included. */
const days = 7
/** At most this many pages and sites are named. */
const top = 5

type Row = { day: string; kind: 'page' | 'referrer'; key: string; locale: string; views: number }

const dayKey = (date: Date) => date.toISOString().slice(0, 10)

async function figures(payload: Payload, now: Date) {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000)
  const sinceDay = dayKey(since)
  const dayList = Array.from({ length: days }, (_, i) => dayKey(new Date(since.getTime() + i * 86_400_000)))
  // The requests and applications sent each day: a count per day and form, however many there are.
  const sentOn = (day: string) => {
    const start = `${day}T00:00:00.000Z`
    const end = new Date(new Date(start).getTime() + 86_400_000).toISOString()
    const where = { and: [{ createdAt: { greater_than_equal: start } }, { createdAt: { less_than: end } }] }
    return Promise.all((['consultation-requests', 'job-applications'] as const).map((collection) => payload.count({ collection, where, overrideAccess: true }))).then((counts) =>
      counts.reduce((total, { totalDocs }) => total + totalDocs, 0),
    )
  }
  const [{ docs }, sentPerDay] = await Promise.all([
    // Bounded: at most `visitRowsPerDay` rows of pages and as many of linking sites a day (lib/visits.ts).
    payload.find({ collection: 'page-views', where: { day: { greater_than_equal: sinceDay } }, limit: 20_000, depth: 0, overrideAccess: true }),
    Promise.all(dayList.map(sentOn)),
  ])
  const rows = docs as unknown as Row[]
  const sum = (list: Row[]) => list.reduce((total, row) => total + row.views, 0)
  const pages = rows.filter((row) => row.kind === 'page')
  const byKey = (list: Row[], keyOf: (row: Row) => string) => {
    const totals = new Map<string, { row: Row; views: number }>()
    for (const row of list) {
      const key = keyOf(row)
      const held = totals.get(key)
      if (held) held.views += row.views
      else totals.set(key, { row, views: row.views })
    }
    return [...totals.values()].sort((a, b) => b.views - a.views).slice(0, top)
  }
  const perDay = dayList.map((day, i) => ({ day, views: sum(pages.filter((row) => row.day === day)), sent: sentPerDay[i]! }))
  return {
    total: sum(pages),
    byLocale: Object.entries(optionLabels.locales).map(([locale, label]) => ({ locale, label, views: sum(pages.filter((row) => row.locale === locale)) })),
    topPages: byKey(pages, (row) => row.key),
    referrers: byKey(rows.filter((row) => row.kind === 'referrer'), (row) => row.key),
    perDay,
    sent: sentPerDay.reduce((total, n) => total + n, 0),
  }
}

/** A short ranking: pages or sites, most views first. */
function Ranked({ testId, heading, none, other, rows, format }: { testId: string; heading: string; none: string; other: string; rows: { row: Row; views: number }[]; format: (n: number) => string }) {
  return (
    <div data-testid={testId}>
      <h3>{heading}</h3>
      {rows.length === 0 ? <p>{none}</p> : null}
      <ol>
        {rows.map(({ row, views }) => (
          <li key={row.key}>
            {row.key === otherVisitsKey ? other : <bdi dir="ltr">{row.key}</bdi>}: {format(views)}
          </li>
        ))}
      </ol>
    </div>
  )
}

/**
 * On the dashboard, for editors: the last seven days' page views by language, the most read pages,
 * the sites that sent readers, and the requests and applications sent each day beside the views
 * (ADR 049). Counted by the server without cookies; nothing about any reader.
 */
export async function VisitsPanel({ payload, i18n, user }: { payload: Payload; i18n: { language: string }; user?: TypedUser | null }) {
  if (!hasRole(user as { roles?: string[] } | null, 'editor')) return null
  const language: Locale = localeOrDefault(i18n.language)
  const say = (label: Label) => label[language]
  const data = await figures(payload, new Date())
  const number = new Intl.NumberFormat(dateFormatLocale[language])
  const day = new Intl.DateTimeFormat(dateFormatLocale[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const percent = (sent: number, views: number) => (views > 0 ? `${number.format(Math.round((sent / views) * 1000) / 10)}%` : '–')
  return (
    <section aria-labelledby="visits-panel" className="week-panel" data-testid="visits-panel">
      <h2 id="visits-panel">{say(text.heading)}</h2>
      <p>{say(text.intro)}</p>
      <div className="week-panel__columns">
        <div>
          <h3>{say(text.views)}</h3>
          <p>
            <span data-testid="visits-total">{number.format(data.total)}</span> {say(text.pageViews)}
          </p>
          <ul>
            {data.byLocale.map(({ locale, label, views }) => (
              <li key={locale}>
                {say(label)}: {number.format(views)}
              </li>
            ))}
          </ul>
        </div>
        <Ranked testId="visits-top-pages" heading={say(text.topPages)} none={say(text.none)} other={say(text.otherPages)} rows={data.topPages} format={number.format} />
        <Ranked testId="visits-referrers" heading={say(text.referrers)} none={say(text.none)} other={say(text.otherSites)} rows={data.referrers} format={number.format} />
      </div>
      <table className="visits-panel__days">
        <caption>{say(text.perDay)}</caption>
        <thead>
          <tr>
            <th scope="col">{say(text.day)}</th>
            <th scope="col">{say(text.pageViews)}</th>
            <th scope="col">{say(text.sent)}</th>
            <th scope="col">{say(text.conversion)}</th>
          </tr>
        </thead>
        <tbody>
          {data.perDay.map((row) => (
            <tr key={row.day}>
              <th scope="row">
                <time dateTime={row.day}>{day.format(new Date(`${row.day}T00:00:00Z`))}</time>
              </th>
              <td>{number.format(row.views)}</td>
              <td>{number.format(row.sent)}</td>
              <td>{percent(row.sent, row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
