'use client'

import { usePathname } from 'next/navigation'
import { getLocale, localeCookieAssignment, type Locale, localizePath, splitLocalePath } from '@/i18n/locales'

type Props = { target: Locale; label: string; title: string; className?: string }

function writeLocaleCookie(locale: Locale) {
  document.cookie = localeCookieAssignment(locale)
}

/**
 * Leads to the same page in the other language. The href works without JavaScript; with it,
 * the click also keeps the query and hash and remembers the choice in the i18n_redirected cookie.
 * The browser follows the link itself, a full navigation: the other language has its own root
 * layout (lang, dir, fonts), and the router's code would add nothing but weight to every page.
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
        // Read when the browser follows the link, right after this handler.
        event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
      }}
    >
      {label}
    </a>
  )
}
