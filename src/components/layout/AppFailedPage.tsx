import { type Locale, localizePath } from '@/i18n/locales'
import { inlinedErrorPageMessages } from '@/i18n/error-page-messages'
import type { Messages } from '@/i18n/messages'
import { LogoMark } from '@/components/Logo/LogoMark'

/**
 * What the error page shown when the app cannot start at all holds (AppFailedPage.client.tsx): the
 * site's name, the error page's texts, a way to try again and a way home. Rendered on the server only.
 */
export function appFailedContent(locale: Locale, siteName: string) {
  const t = inlinedErrorPageMessages<Record<Locale, Messages['ErrorPage']>>(process.env.ERROR_PAGE_MESSAGES)[locale]
  return (
    <>
      <p className="brand-line">
        <LogoMark className="size-9" />
        {siteName}
      </p>
      <p className="eyebrow mt-16">{t.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">{t.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-slate">{t.message}</p>
      <p className="mt-8 flex flex-wrap gap-3">
        <a href="" className="btn btn-primary">
          {t.retry}
        </a>
        <a href={localizePath('/', locale)} className="btn btn-secondary">
          {t.backHome}
        </a>
      </p>
    </>
  )
}
