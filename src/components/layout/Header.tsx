import { getTranslations } from 'next-intl/server'
import { Icon } from '@/components/Icon/Icon'
import { LogoMark } from '@/components/Logo/LogoMark'
import { SearchForm } from '@/components/search/SearchForm'
import { SiteLink } from '@/components/SiteLink'
import { type Locale, locales } from '@/i18n/locales'
import type { SiteSettings, SolutionSummary } from '@/lib/content/site'
import { HeaderMenus } from './HeaderMenus.client'
import { LocaleSwitcher } from './LocaleSwitcher.client'

type Props = { locale: Locale; shell: { settings: SiteSettings; solutions: SolutionSummary[] } }

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
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-medium hover:text-teal">
        {solutionsLabel}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="z-50 mt-2 grid gap-6 rounded-2xl bg-white p-5 shadow-[var(--shadow-card)] lg:absolute lg:start-0 lg:w-[34rem] lg:grid-cols-2">
        {[
          { heading: t('technologies'), items: technologies },
          { heading: t('industries'), items: industries },
        ].map((group) => (
          <div key={group.heading}>
            <p className="eyebrow mb-2">{group.heading}</p>
            <ul className="space-y-1">
              {group.items.map((s) => (
                <li key={s.slug}>
                  <SiteLink href={`/solutions/${s.slug}`} className="block rounded-md px-2 py-1.5 hover:bg-sand-soft hover:text-teal" {...s.shownIn}>
                    {s.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4 lg:col-span-2">
          <SiteLink href="/solutions" className="link inline-flex min-h-6 items-center font-semibold">
            {t('allSolutions')}
          </SiteLink>
          <SiteLink href="/case-studies" className="link inline-flex min-h-6 items-center font-semibold">
            {t('caseStudies')}
          </SiteLink>
        </p>
      </div>
    </details>
  )

  const navList = (
    <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
      {items.map((item) =>
        item.href === '/solutions' ? (
          <li key={item.href}>{solutionsMenu}</li>
        ) : (
          <li key={item.href}>
            <SiteLink href={item.href} className="flex min-h-11 items-center rounded-md px-3 font-medium hover:text-teal">
              {item.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="container-page flex h-[var(--header-height)] items-center justify-between gap-4">
        <SiteLink href="/" className="flex min-h-11 items-center gap-2.5 font-bold text-ink" aria-label={t('homeLogo')}>
          <LogoMark className="size-9" />
          <span className="text-lg tracking-tight">{shell.settings.siteName}</span>
        </SiteLink>

        <nav aria-label={t('primaryNavigation')} className="hidden lg:block">
          {navList}
        </nav>

        <div className="flex items-center gap-2">
          {/* Wide screens: a way to the search page; narrow ones have the search form in the menu. */}
          <SiteLink href="/search" className="hidden size-11 items-center justify-center rounded-full ring-1 ring-line hover:bg-sand lg:flex" data-testid="header-search">
            <Icon name="search" className="size-5" />
            <span className="sr-only">{tq('headerLink')}</span>
          </SiteLink>
          <LocaleSwitcher
            target={other.code}
            label={other.label}
            title={ts('switchTo')}
            className="flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ring-1 ring-line hover:bg-sand"
          />
          <SiteLink href="/contact" className="btn btn-primary hidden text-sm md:inline-flex">
            {t('requestConsultation')}
          </SiteLink>
          <details className="peer group lg:hidden" data-menu>
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full ring-1 ring-line">
              <Icon name="menu" className="size-5 group-open:hidden" />
              <Icon name="close" className="hidden size-5 group-open:block" />
              <span className="sr-only">{t('openMenu')}</span>
            </summary>
            <nav
              aria-label={t('primaryNavigation')}
              className="absolute inset-x-0 top-[var(--header-height)] z-10 max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-line bg-paper p-4 shadow-lg"
            >
              <SearchForm locale={locale} id="menu-search" labelHidden className="mb-4" />
              {navList}
              <SiteLink href="/contact" className="btn btn-primary mt-4 w-full md:hidden">
                {t('requestConsultation')}
              </SiteLink>
            </nav>
          </details>
          {/* The page behind the open menu is dimmed; a press on it is outside the menu, which closes it
              (HeaderMenus). Outside the <details>: Chromium's renderer crashes when a <details> is closed
              during a press on its own content. */}
          <div
            aria-hidden="true"
            data-menu-backdrop
            className="absolute inset-x-0 top-[var(--header-height)] hidden h-[100dvh] bg-ink/50 peer-open:block lg:hidden"
          />
        </div>
      </div>
      <HeaderMenus />
    </header>
  )
}
