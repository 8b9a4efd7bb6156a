import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { previewSession } from '@/data/content/preview'
import { PreviewToolsLoader } from './PreviewTools.client'

/**
 * Shown to an editor in draft mode (opened from the admin's Preview or Live Preview) while signed
 * in: says that the page shows drafts and offers the way out. Nothing for visitors, nor for a
 * draft-mode cookie without a valid session; reading draft mode keeps pages static.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await previewSession())) return null
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <aside aria-label={t('label')} className="bg-ink text-paper" data-testid="preview-bar">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2.5 text-sm">
        <p>
          <strong className="me-2">{t('label')}</strong>
          {t('notice')}
        </p>
        <PreviewToolsLoader exitLabel={t('exit')} />
      </div>
    </aside>
  )
}
