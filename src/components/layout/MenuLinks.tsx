import { SiteLink } from '@/components/SiteLink'
import type { MenuEntry } from './menus'

/** A menu's links as a list: a submenu of links, a footer column, the legal links. */
export function MenuLinks({ entries, className, linkClassName }: { entries: MenuEntry[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <SiteLink href={entry.to.href} external={entry.to.external} className={linkClassName}>
            {entry.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
