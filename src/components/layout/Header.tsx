import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { LogoMark } from '@/components/Logo/LogoMark'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink'
import { type Locale, locales } from '@/i18n/locales'
import type { Menus } from '@/data/content/globals'
import type { SiteSettings, SolutionSummary } from '@/data/content/site'
import { type MenuItem, mainMenu } from './menus'
import { HeaderMenus } from './HeaderMenus.client'
import { MenuLinks } from './MenuLinks'
import { LocaleSwitcher } from './LocaleSwitcher.client'

type Props = {
  locale: Locale
  shell: { settings: SiteSettings; solutions: SolutionSummary[] }
  menus: Menus
}

export async function Header({ locale, shell, menus }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' })
  const ts = await getTranslations({ locale, namespace: 'LocaleSwitcher' })
  const tq = await getTranslations({ locale, namespace: 'Search' })
  const other = locales.find((l) => l.code !== locale) ?? locales[0]
  const groups = [
    { heading: t('technologies'), items: shell.solutions.filter((s) => s.kind === 'technology') },
    { heading: t('industries'), items: shell.solutions.filter((s) => s.kind === 'industry') },
  ]
  // The menu is content (the Menus global); the message labels are the fallback while it is empty.
  const fromContent = mainMenu(menus)
  const items: MenuItem[] =
    fromContent.length > 0
      ? fromContent
      : [
          { key: 'home', label: t('home'), to: { href: '/', external: false } },
          { key: 'about', label: t('about'), to: { href: '/about', external: false } },
          {
            key: 'solutions',
            label: t('solutions'),
            submenu: 'solutions',
            children: [
              { key: 'all', label: t('allSolutions'), to: { href: '/solutions', external: false } },
              { key: 'case-studies', label: t('caseStudies'), to: { href: '/case-studies', external: false } },
            ],
          },
          { key: 'careers', label: t('career'), to: { href: '/careers', external: false } },
          { key: 'blog', label: t('blog'), to: { href: '/blog', external: false } },
          { key: 'contact', label: t('contact'), to: { href: '/contact', external: false } },
        ]

  const submenu = (item: MenuItem) => (
    <details className="group relative" data-menu>
      <summary>
        {item.label}
        <Icon name="chevron-down" className="menu-chevron" />
      </summary>
      <div className="menu-panel" data-kind={item.submenu === 'links' ? 'links' : undefined}>
        {item.submenu === 'solutions' ? (
          <>
            {groups.map((group) => (
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
              {item.children?.map((child) => (
                <SiteLink key={child.key} href={child.to.href} external={child.to.external} className="link menu-more-link">
                  {child.label}
                </SiteLink>
              ))}
            </p>
          </>
        ) : (
          <MenuLinks entries={item.children ?? []} className="space-y-1" />
        )}
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
              <li key={item.key}>
                {item.submenu ? (
                  submenu(item)
                ) : item.to ? (
                  <SiteLink href={item.to.href} external={item.to.external}>
                    {item.label}
                  </SiteLink>
                ) : null}
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
