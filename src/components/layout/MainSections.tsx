import { getTranslations } from 'next-intl/server'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; heading: string; headingId: string; testId: string; className?: string }

/** The site's main sections as cards, for pages that offer a way on (not found, a search without results). */
export async function MainSections({ locale, heading, headingId, testId, className = '' }: Props) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  const layout = await getTranslations({ locale, namespace: 'Layout' })
  const sections = [
    { href: '/about', label: layout('about'), text: t('sections.about') },
    { href: '/solutions', label: layout('solutions'), text: t('sections.solutions') },
    { href: '/careers', label: layout('career'), text: t('sections.careers') },
    { href: '/blog', label: layout('blog'), text: t('sections.blog') },
    { href: '/contact', label: layout('contact'), text: t('sections.contact') },
  ]
  return (
    <nav aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {/* Five sections: three above two on wider screens, so no row holds a lone card or an empty cell. */}
      <ul
        className="mt-4 grid gap-3 sm:grid-cols-6 sm:[&>li:nth-child(-n+3)]:col-span-2 sm:[&>li:nth-child(n+4)]:col-span-3"
        data-testid={testId}
      >
        {sections.map((section) => (
          <li key={section.href}>
            <SiteLink href={section.href} className="section-link">
              <span className="section-link-title">{section.label}</span>
              <span className="section-link-text">{section.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
