import type { ServerProps } from 'payload'
import { hasRole } from '@/access'
import { localeOrDefault } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'

const text = adminText.personalData

/** In the admin's menu, after the collections: the Personal data requests view, for those who may use it. */
export function PersonalDataNavLink({ user, i18n }: ServerProps) {
  if (!hasRole(user as { roles?: string[] } | null, 'submissions')) return null
  const language = localeOrDefault(i18n?.language)
  return (
    <div className="nav-group personal-data-nav">
      <div className="nav-group__toggle">
        <span className="nav-group__label">{text.navGroup[language]}</span>
      </div>
      <a className="nav__link" id="nav-personal-data" href="/admin/personal-data">
        <span className="nav__link-label">{text.title[language]}</span>
      </a>
    </div>
  )
}
