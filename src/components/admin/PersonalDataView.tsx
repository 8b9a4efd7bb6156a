import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { hasRole } from '@/access'
import { localeOrDefault } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import { optionLabels } from '@/labels/options'
import { PersonalDataTool } from './PersonalDataTool.client'

const text = adminText.personalData

/**
 * The admin's Personal data requests view (ADR 047) at /admin/personal-data: staff who handle
 * submissions find, export and erase everything held about one e-mail address.
 */
export function PersonalDataView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const language = localeOrDefault(req.i18n.language)
  const allowed = hasRole(req.user as { roles?: string[] } | null, 'submissions')
  // Everything the client part says, in the admin's language, so that it carries no other language.
  const texts = Object.fromEntries(Object.entries(text).map(([key, label]) => [key, label[language]])) as Record<keyof typeof text, string>
  const statuses = Object.fromEntries(Object.entries(optionLabels.submissionStatuses).map(([key, label]) => [key, label[language]]))
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ marginBlock: 'calc(var(--base) * 2) var(--base)' }}>{text.title[language]}</h1>
        {allowed ? <PersonalDataTool texts={texts} statuses={statuses} language={language} /> : <p>{text.notAllowed[language]}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
