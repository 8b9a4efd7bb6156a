'use client'

import { usePathname } from 'next/navigation'
import { getLocale, localeCookieAssignment, type Locale, localizePath, splitLocalePath } from '@/i18n/locales'

type Props = { target: Locale; label: string; title: string; className?: string }

function writeLocaleCookie(locale: Locale) {
  document.cookie = localeCookieAssignment(locale)
}

/**
 * Leads to the same page in the other language. The href works without JavaScript (the same path
 * with the other prefix: a document whose slug differs there redirects to its page); with it, the
 * click goes straight to the address the page's alternates give, keeps the query and hash and
 * remembers the choice in the i18n_redirected cookie. The browser follows the link itself, a full
 * navigation: the other language has its own root layout (lang, dir, fonts), and the router's code
 * would add nothing but weight to every page.
 */
export function LocaleSwitcher({ target, label, title, className }: Props) {
  const pathname = usePathname() ?? '/'
  const entry = getLocale(target)
  const href = localizePath(splitLocalePath(pathname).path, target)

  return (
    <a
      href={href}
      hrefLang={entry.iso}
      lang={entry.iso}
      title={title}
      className={className}
      data-locale-switch={target}
      onClick={(event) => {
        if (event.defaultPrevented) return
        writeLocaleCookie(target)
        // The page's address there as its head announces it (a document has a slug per language,
        // docs/decisions/055-a-url-per-language.md), else the same path. Read when the browser
        // follows the link, right after this handler.
        const alternate = document.querySelector<HTMLLinkElement>(`link[hreflang=${entry.iso}]`)?.href
        event.currentTarget.href = `${alternate ? new URL(alternate).pathname : href}${location.search}${location.hash}`
      }}
    >
      {label}
    </a>
  )
}
