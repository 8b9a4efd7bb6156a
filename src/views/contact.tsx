import { getTranslations, setRequestLocale } from 'next-intl/server'
import { OfficeList } from '@/blocks/Offices/Component'
import { ConsultationSection } from '@/components/forms/ConsultationSection'
import { PageHeader } from '@/components/content/PageHeader'
import { CmsImage } from '@/components/media/CmsImage'
import { Icon } from '@/components/Icon/Icon'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { getContactPage } from '@/data/content/globals'
import { getShell } from '@/data/content/site'
import { organization } from '@/lib/seo/structured-data'
import { defineRoute, missingContent } from './route'
import { formatPhone, telHref } from '@/lib/format'

export const contactRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [page, { settings }, t, tl] = await Promise.all([
      getContactPage(locale),
      getShell(locale),
      getTranslations({ locale, namespace: 'Contact' }),
      getTranslations({ locale, namespace: 'Layout' }),
    ])
    if (!page) throw missingContent('Contact', locale)
    return (
      <>
        <PageJsonLd
          locale={locale}
          path="/contact"
          name={page.heading ?? tl('contactUs')}
          description={page.seo?.description ?? page.intro}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('contactUs'), path: '/contact' }]}
          also={[organization(settings, locale)]}
        />
        <PageHeader
          title={page.heading}
          intro={page.intro}
          art={page.image ? <CmsImage media={page.image} sizes="(min-width: 1024px) 34rem, 100vw" priority className="h-auto w-full" /> : null}
        >
          <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-6">
            <li>
              <a href={`mailto:${settings.email}`} className="btn btn-secondary">
                <Icon name="mail" className="size-5" />
                <span className="sr-only">{t('email')}: </span>
                <bdi dir="ltr">{settings.email}</bdi>
              </a>
            </li>
            <li>
              <a href={telHref(settings.phone)} className="btn btn-secondary">
                <Icon name="phone" className="size-5" />
                <span className="sr-only">{t('phone')}: </span>
                <bdi dir="ltr">{formatPhone(settings.phone)}</bdi>
              </a>
            </li>
          </ul>
        </PageHeader>
        <div className="container-page grid gap-12 py-12 lg:grid-cols-[1.2fr_1fr]">
          <section id="consultation" aria-labelledby="form-heading">
            <h2 id="form-heading" className="text-3xl font-bold">{page.formHeading}</h2>
            {page.formIntro ? <p className="mt-3 text-lg text-slate">{page.formIntro}</p> : null}
            <div className="mt-6">
              <ConsultationSection locale={locale} />
            </div>
          </section>
          <section aria-labelledby="offices-heading" className="h-fit">
            <h2 id="offices-heading" className="text-2xl font-bold">
              {page.hoursHeading ?? tl('offices')}
            </h2>
            <div className="mt-6">
              <OfficeList offices={settings.offices ?? []} locale={locale} stacked />
            </div>
          </section>
        </div>
      </>
    )
  },
  async describe() {
    const [page, t] = await Promise.all([getContactPage(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!page) return null
    return {
      path: '/contact',
      title: page.heading ?? t('contactUs'),
      seoTitle: page.seo?.title,
      description: page.seo?.description ?? page.intro,
      images: [page.seo?.image, page.image],
      eyebrow: t('contactUs'),
    }
  },
}))
