import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { SiteLink } from '@/components/SiteLink'
import { getShell } from '@/data/content/site'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'
import type { Locale } from '@/i18n/locales'
import { whatsappHref } from '@/lib/company'
import { formatPhone, telHref } from '@/lib/format'
import { formatTimeRange, weekdayName, type OpeningHoursRow } from '@/lib/opening-hours'

export async function OfficesComponent({ block, locale, band }: BlockProps<'OfficesBlock'>) {
  const { settings } = await getShell(locale)
  return (
    <Section heading={block.heading} intro={block.intro} band={band}>
      <OfficeList offices={settings.offices ?? []} locale={locale} />
    </Section>
  )
}

type Office = NonNullable<Awaited<ReturnType<typeof getShell>>['settings']['offices']>[number]

/**
 * Each office's card: where it is (with a link to the map), how to reach it (phone, WhatsApp,
 * e-mail) and when it is open, in the reader's language and clock. Side by side, or one under the
 * other (`stacked`) in a narrow column.
 */
export async function OfficeList({ offices, locale, stacked = false }: { offices: Office[]; locale: Locale; stacked?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Contact' })
  const grid = stacked ? { list: 'grid', item: () => undefined } : gridLayout(offices.length, gridColumns.pairs)
  return (
    <ul className={`${grid.list} gap-5`} {...(stacked ? {} : { 'data-grid': true })}>
      {offices.map((office, i) => (
        <li key={office.id ?? office.slug} className={['card p-6', grid.item(i)].filter(Boolean).join(' ')}>
          <p className="flex items-center gap-2 text-xl font-semibold">
            <Icon name="map-pin" className="size-5 text-teal" />
            {office.city}
          </p>
          {office.name ? <p className="mt-1 text-slate">{isolateLtr(office.name)}</p> : null}
          {office.address ? <p className="mt-3 whitespace-pre-line">{isolateLtr(office.address)}</p> : null}
          <ul className="mt-4 space-y-1 text-[0.95rem]">
            {office.phone ? (
              <li>
                <a className="link inline-flex min-h-6 items-center gap-2" href={telHref(office.phone)}>
                  <Icon name="phone" className="size-4" />
                  <span className="sr-only">{t('phone')}: </span>
                  <bdi dir="ltr">{formatPhone(office.phone)}</bdi>
                </a>
              </li>
            ) : null}
            {office.email ? (
              <li>
                <a className="link inline-flex min-h-6 items-center gap-2" href={`mailto:${office.email}`}>
                  <Icon name="mail" className="size-4" />
                  <span className="sr-only">{t('email')}: </span>
                  <bdi dir="ltr">{office.email}</bdi>
                </a>
              </li>
            ) : null}
            {office.whatsapp ? (
              <li>
                <SiteLink external className="link inline-flex min-h-6 items-center gap-2" href={whatsappHref(office.whatsapp)}>
                  <Icon name="chat" className="size-4" />
                  {t('whatsapp')}
                </SiteLink>
              </li>
            ) : null}
            {office.mapUrl ? (
              <li>
                <SiteLink external className="link inline-flex min-h-6 items-center gap-2" href={office.mapUrl}>
                  <Icon name="external" className="size-4" />
                  {t('map')}
                </SiteLink>
              </li>
            ) : null}
          </ul>
          <OpeningHours rows={office.openingHours ?? []} locale={locale} labels={{ heading: t('hours'), closed: t('closed'), range: (first, last) => t('dayRange', { first, last }) }} />
        </li>
      ))}
    </ul>
  )
}

type HoursLabels = { heading: string; closed: string; range: (first: string, last: string) => string }

/** An office's hours, a line per group of days: "Sunday to Thursday · 9:00 AM – 6:00 PM". */
function OpeningHours({ rows, locale, labels }: { rows: readonly OpeningHoursRow[]; locale: Locale; labels: HoursLabels }) {
  const lines = rows.flatMap((row) => {
    if (!row.firstDay) return []
    const first = weekdayName(row.firstDay, locale)
    const days = row.lastDay && row.lastDay !== row.firstDay ? labels.range(first, weekdayName(row.lastDay, locale)) : first
    return [{ days, time: formatTimeRange(row.opens, row.closes, locale) ?? labels.closed }]
  })
  if (lines.length === 0) return null
  return (
    <>
      <p className="mt-4 flex items-center gap-2 font-semibold">
        <Icon name="clock" className="size-4 text-teal" />
        {labels.heading}
      </p>
      <dl className="mt-1 text-[0.95rem]">
        {lines.map((line) => (
          <div key={line.days} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate">{line.days}</dt>
            <dd>{line.time}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
