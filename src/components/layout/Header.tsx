import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { LogoMark } from '@/components/Logo/LogoMark'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink'
import { type Locale, locales } from '@/i18n/locales'
import type { SiteSettings, SolutionSummary } from '@/data/content/site'
import { HeaderMenus } from './HeaderMenus.client'
import { LocaleSwitcher } from './LocaleSwitcher.client'

type Props = {
  locale: Locale
  shell: { settings: SiteSettings; solutions: SolutionSummary[] }
}

export async function Header({ locale, shell }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' })
  const ts = await getTranslations({ locale, namespace: 'LocaleSwitcher' })
  const tq = await getTranslations({ locale, namespace: 'Search' })
  const other = locales.find((l) => l.code !== locale) ?? locales[0]
  const technologies = shell.solutions.filter((s) => s.kind === 'technology')
  const industries = shell.solutions.filter((s) => s.kind === 'industry')
  // The menu comes from the site settings; the message labels are the fallback if it is emptied.
  const fromSettings = (shell.settings.navigation ?? []).flatMap((item) => (item.label && item.href ? [{ href: item.href, label: item.label }] : []))
  const items =
    fromSettings.length > 0
      ? fromSettings
      : [
          { href: '/', label: t('home') },
          { href: '/about', label: t('about') },
          { href: '/solutions', label: t('solutions') },
          { href: '/careers', label: t('career') },
          { href: '/blog', label: t('blog') },
          { href: '/contact', label: t('contact') },
        ]

  const solutionsLabel = items.find((i) => i.href === '/solutions')?.label ?? t('solutions')
  const solutionsMenu = (
    <details className="group relative" data-menu>
      <summary>
        {solutionsLabel}
        <Icon name="chevron-down" className="menu-chevron" />
      </summary>
      <div className="menu-panel">
        {[
          { heading: t('technologies'), items: technologies },
          { heading: t('industries'), items: industries },
        ].map((group) => (
          <div key={group.heading}>
            <p className="eyebrow mb-2">{group.heading}</p>
            <ul className="space-y-1">
              {group.items.map((s) => (
                <li key={s.slug}>
                  <SiteLink href={`/solutions/${s.slug}`} {...s.shownIn}>
                    {s.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="menu-more">
          <SiteLink href="/solutions" className="link menu-more-link">
            {t('allSolutions')}
          </SiteLink>
          <SiteLink href="/case-studies" className="link menu-more-link">
            {t('caseStudies')}
          </SiteLink>
        </p>
      </div>
    </details>
  )

  return (
    <header className="site-header">
      <div className="container-page site-header-bar">
        <SiteLink href="/" className="brand" aria-label={t('homeLogo')}>
          <LogoMark className="size-9" />
          <span className="text-lg tracking-tight">{shell.settings.siteName}</span>
        </SiteLink>

        {/* One menu for every width (shell.css): in the bar on wide screens, a popover under the
            menu button on narrow ones, with the search form and the consultation action. */}
        <nav id="site-menu" popover="auto" aria-label={t('primaryNavigation')} className="site-menu">
          <SearchForm locale={locale} id="menu-search" labelHidden className="mb-4 lg:hidden" />
          <ul className="menu-items">
            {items.map((item) => (
              <li key={item.href}>
                {item.href === '/solutions' ? (
                  solutionsMenu
                ) : (
                  <SiteLink href={item.href}>
                    {item.label}
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
          <SiteLink href="/contact" className="btn btn-primary mt-4 w-full md:hidden">
            {t('requestConsultation')}
          </SiteLink>
        </nav>

        <div className="flex items-center gap-2">
          {/* Wide screens: a way to the search page; narrow ones have the search form in the menu. */}
          <SiteLink href="/search" className="round-action max-lg:hidden">
            <Icon name="search" className="size-5" />
            <span className="sr-only">{tq('headerLink')}</span>
          </SiteLink>
          <LocaleSwitcher target={other.code} label={other.label} title={ts('switchTo')} className="round-action px-3 text-sm font-semibold" />
          <SiteLink href="/contact" className="btn btn-primary hidden text-sm md:inline-flex">
            {t('requestConsultation')}
          </SiteLink>
          <button type="button" popoverTarget="site-menu" className="round-action menu-toggle">
            <Icon name="menu" className="icon-open size-5" />
            <Icon name="close" className="icon-close size-5" />
            <span className="sr-only">{t('openMenu')}</span>
          </button>
        </div>
      </div>
      <HeaderMenus />
    </header>
  )
}
