import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import { NotFoundView } from './NotFoundView.client'

/** The 404 page: the message of the specification, a way home and the site's main sections. */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  const layout = await getTranslations({ locale, namespace: 'Layout' })
  const metadata = await getTranslations({ locale, namespace: 'Metadata' })
  const sections = [
    { href: '/about', label: layout('about'), text: t('sections.about') },
    { href: '/solutions', label: layout('solutions'), text: t('sections.solutions') },
    { href: '/careers', label: layout('career'), text: t('sections.careers') },
    { href: '/blog', label: layout('blog'), text: t('sections.blog') },
    { href: '/contact', label: layout('contact'), text: t('sections.contact') },
  ]
  return (
    <NotFoundView>
      {/* Next.js applies no metadata to a not-found page: React puts this title in the head. */}
      <title>{metadata('titleTemplate').replace('%s', t('title'))}</title>
      <nav aria-labelledby="not-found-sections" className="mt-14 w-full border-t border-line pt-8">
        <h2 id="not-found-sections" className="text-lg font-semibold">
          {t('sectionsHeading')}
        </h2>
        {/* Five sections: three above two on wider screens, so no row holds a lone card or an empty cell. */}
        <ul
          className="mt-4 grid gap-3 sm:grid-cols-6 sm:[&>li:nth-child(-n+3)]:col-span-2 sm:[&>li:nth-child(n+4)]:col-span-3"
          data-testid="not-found-sections"
        >
          {sections.map((section) => (
            <li key={section.href}>
              <SiteLink href={section.href} className="group flex h-full flex-col rounded-xl p-4 ring-1 ring-line transition hover:bg-sand-soft hover:ring-teal">
                <span className="font-semibold text-ink group-hover:text-teal">{section.label}</span>
                <span className="mt-1 text-sm text-slate">{section.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </NotFoundView>
  )
}
