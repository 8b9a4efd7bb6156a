'use client'

import { Button, useConfig, useListQuery, useTranslation } from '@payloadcms/ui'
import { stringify } from 'qs-esm'
import { type Locale, localeOrDefault } from '@/i18n/locales'

const label: Record<Locale, string> = { en: 'Export all matching rows (CSV)', ar: 'تصدير كل النتائج المطابقة (CSV)' }

/**
 * Above a submissions list: downloads every row that matches the list's filter and search as CSV
 * (src/collections/endpoints/export-csv.ts), not only the page on screen.
 */
export function ExportCsvButton({ collectionSlug }: { collectionSlug: string }) {
  const { query } = useListQuery()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const search = stringify({ where: query.where, search: query.search }, { addQueryPrefix: true, skipNulls: true })
  const href = `${config.serverURL}${config.routes.api}/${collectionSlug}/export${search}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockEnd: 'var(--base)' }}>
      <Button buttonStyle="secondary" el="anchor" url={href} size="small">
        {label[localeOrDefault(i18n.language)]}
      </Button>
    </div>
  )
}
