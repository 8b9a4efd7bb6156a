'use client'

import { usePathname } from 'next/navigation'
import { useSiteNavigation } from '@/components/useSiteNavigation'
import { getLocale, localeCookieAssignment, type Locale, localizePath, splitLocalePath } from '@/i18n/locales'

type Props = { target: Locale; label: string; title: string; className?: string }

function writeLocaleCookie(locale: Locale) {
  document.cookie = localeCookieAssignment(locale)
}

/**
 * Leads to the same page in the other language. The href works without JavaScript; with it,
 * the click also keeps the query and hash and remembers the choice in the i18n_redirected cookie.
 */
export function LocaleSwitcher({ target, label, title, className }: Props) {
  const pathname = usePathname() ?? '/'
  const navigate = useSiteNavigation()
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
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        writeLocaleCookie(target)
        // A full navigation: the other language has its own root layout (lang, dir, fonts).
        navigate(`${href}${window.location.search}${window.location.hash}`, { document: true })
      }}
    >
      {label}
    </a>
  )
}
