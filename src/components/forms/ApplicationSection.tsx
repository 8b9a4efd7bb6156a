import { connection } from 'next/server'
import { getFormTexts } from '@/data/content/form-texts'
import { applicationTranslator, issueFormToken, submitApplication } from '@/submissions'
import type { Locale } from '@/i18n/locales'
import { documentPathIn } from '@/data/seo/site-pages'
import { DeferredApplicationForm } from './DeferredApplicationForm.client'

type Props = {
  locale: Locale
  /** The posting applied for; without it, a general application. */
  job?: { slug: string; title: string } | null
}

/** The career application form with a fresh token per page view (so the page is rendered per request). */
export async function ApplicationSection({ locale, job }: Props) {
  await connection()
  const [texts, privacyHref] = await Promise.all([getFormTexts('application', locale), documentPathIn('pages', 'privacy-policy', locale)])
  const t = applicationTranslator(locale, texts)
  return (
    <DeferredApplicationForm
      locale={locale}
      action={submitApplication.bind(null, locale, job?.slug ?? null)}
      token={issueFormToken()}
      position={job?.title ?? t('application.generalPosition')}
      privacyHref={privacyHref}
      texts={Object.keys(texts).length > 0 ? texts : undefined}
    />
  )
}
