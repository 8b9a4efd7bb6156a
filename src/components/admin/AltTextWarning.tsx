'use client'

import { useConfig, useField, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { adminText } from '@/labels/admin-ui'
import { inLanguage } from '@/labels/label'

type Chosen = number | string | { id?: number | string } | null | undefined

/**
 * Under an image field (src/fields/image.ts): when the chosen image has no alt text in the content
 * language being edited, says so and links to the image in that language. The image's own
 * `missingTranslations` (ADR 020) answers, read as the signed-in editor, again whenever the image or
 * the content language changes.
 */
export function AltTextWarning({ path }: { path: string }) {
  const { value } = useField<Chosen>({ path })
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const id = value && typeof value === 'object' ? value.id : value
  const [missingIn, setMissingIn] = useState<string | null>(null)

  useEffect(() => {
    setMissingIn(null)
    if (id === undefined || id === null || id === '') return
    const controller = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/media/${id}?depth=0&select[missingTranslations]=true`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ missingTranslations?: string[] | null }>) : null))
      .then((image) => setMissingIn(image?.missingTranslations?.includes(code) ? code : null))
      // A failed check shows nothing: the dashboard's translation panel lists the image anyway.
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, code, config.serverURL, config.routes.api])

  if (missingIn !== code) return null
  return (
    <p className="field-description" data-testid={`alt-text-missing-${path}`} style={{ color: 'var(--theme-warning-650)' }}>
      {inLanguage(adminText.altTextMissing, i18n.language)}{' '}
      <a href={`${config.routes.admin}/collections/media/${id}?locale=${code}`}>{inLanguage(adminText.addAltText, i18n.language)}</a>
    </p>
  )
}
