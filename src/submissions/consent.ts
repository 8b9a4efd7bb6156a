import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getTranslationIndex } from '@/data/content/translations'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** The CMS page that the application form's consent links to (components/forms/ApplicationSection.tsx), by its English slug. */
const privacyPolicySlug = 'privacy-policy'

/** What an applicant agreed to, when, and to which privacy policy: the record PDPL asks a controller to keep. */
export type ConsentRecord = {
  /** When the form was accepted (ISO). */
  consentedAt: string
  /** The sentence the applicant ticked, in the language they read it, without its link markup. */
  consentText: string
  /** The privacy policy's last published change when they agreed (ISO), its version. */
  privacyPolicyVersion: string | null
}

/** The consent an application carries, read at the moment it is accepted. */
export async function consentRecord(locale: Locale, at: string): Promise<ConsentRecord> {
  const [t, index] = await Promise.all([getTranslations({ locale, namespace: 'Forms' }), getTranslationIndex()])
  const policy = index.collections.pages.find((page) => page.slugs[defaultLocale] === privacyPolicySlug)
  return {
    consentedAt: at,
    // `markup`, not `raw`: the messages are compiled when the site is built, and the link's tag
    // becomes its text.
    consentText: t.markup('application.consent', { link: (text) => text }),
    privacyPolicyVersion: policy?.updatedAt ?? null,
  }
}
