import { connection } from 'next/server'
import { issueFormToken, submitConsultation } from '@/submissions'
import type { Locale } from '@/i18n/locales'
import { getFormTexts } from '@/data/content/form-texts'
import { getShell } from '@/data/content/site'
import { DeferredConsultationForm } from './DeferredConsultationForm.client'

/** The consultation form with a fresh token per page view (so the page is rendered per request). */
export async function ConsultationSection({ locale }: { locale: Locale }) {
  await connection()
  const [{ solutions }, texts] = await Promise.all([getShell(locale), getFormTexts('consultation', locale)])
  const topicLabels = Object.fromEntries(solutions.map((s) => [s.slug ?? '', s.title ?? '']))
  return (
    <DeferredConsultationForm
      locale={locale}
      action={submitConsultation.bind(null, locale)}
      token={issueFormToken()}
      topicLabels={topicLabels}
      texts={Object.keys(texts).length > 0 ? texts : undefined}
    />
  )
}
