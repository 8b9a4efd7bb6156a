import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { getShell } from '@/data/content/site'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'
import { formatPhone, telHref } from '@/lib/format'

export async function OfficesComponent({ block, locale, band }: BlockProps<'OfficesBlock'>) {
  const { settings } = await getShell(locale)
  const t = await getTranslations({ locale, namespace: 'Contact' })
  return (
    <Section heading={block.heading} intro={block.intro} band={band}>
      <OfficeList offices={settings.offices ?? []} labels={{ phone: t('phone'), email: t('email') }} />
    </Section>
  )
}

type Office = NonNullable<Awaited<ReturnType<typeof getShell>>['settings']['offices']>[number]

export function OfficeList({ offices, labels }: { offices: Office[]; labels: { phone: string; email: string } }) {
  const grid = gridLayout(offices.length, gridColumns.pairs)
  return (
    <ul className={`${grid.list} gap-5`} data-grid>
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
                  <span className="sr-only">{labels.phone}: </span>
                  <bdi dir="ltr">{formatPhone(office.phone)}</bdi>
                </a>
              </li>
            ) : null}
            {office.email ? (
              <li>
                <a className="link inline-flex min-h-6 items-center gap-2" href={`mailto:${office.email}`}>
                  <Icon name="mail" className="size-4" />
                  <span className="sr-only">{labels.email}: </span>
                  <bdi dir="ltr">{office.email}</bdi>
                </a>
              </li>
            ) : null}
            {office.hours ? <li className="text-slate">{isolateLtr(office.hours)}</li> : null}
          </ul>
        </li>
      ))}
    </ul>
  )
}
