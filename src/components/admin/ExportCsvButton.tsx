'use client'

import { Button, useConfig, useListQuery, useTranslation } from '@payloadcms/ui'
import { stringify } from 'qs-esm'
import { adminText } from '@/labels/admin-ui'
import { inLanguage } from '@/labels/label'

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
        {inLanguage(adminText.exportCsv, i18n.language)}
      </Button>
    </div>
  )
}
