import { getTranslations } from 'next-intl/server'
import { Icon, type IconName } from '@/components/Icon/Icon'
import { isolateLtr } from '@/components/content/Ltr'
import { LogoMark } from '@/components/Logo/LogoMark'
import { SiteLink } from '@/components/SiteLink'
import type { Locale } from '@/i18n/locales'
import type { Menus } from '@/data/content/globals'
import type { SiteSettings } from '@/data/content/site'
import { formatPhone, telHref } from '@/lib/format'
import { MenuLinks } from './MenuLinks'
import { footerColumns, legalLinks } from './menus'

type Props = { locale: Locale; settings: SiteSettings; menus: Menus }

export async function Footer({ locale, settings, menus }: Props) {
  const t = await getTranslations({ locale, namespace: 'Layout' })
  const year = new Date().getFullYear()
  const offices = settings.offices ?? []
  // The registered company under the copyright, with what the settings give of its numbers.
  const { legalName, commercialRegistration: cr, vatNumber: vat } = settings.company ?? {}
  const company = legalName ? [legalName, cr ? t('registration.cr', { cr }) : null, vat ? t('registration.vat', { vat }) : null].filter(Boolean).join(' · ') : null
  // The site's number is given once: not again under "Contact us" when an office beside it lists it.
  const showPhone = Boolean(settings.phone) && !offices.some((office) => office.phone && telHref(office.phone) === telHref(settings.phone))
  const social = (settings.social ?? []).flatMap((s) => (s.platform && s.url ? [{ ...s, platform: s.platform }] : []))
  const columns = footerColumns(menus)
  const legal = legalLinks(menus)

  return (
    <footer className="surface-dark site-footer">
      <div className="container-page footer-grid" data-columns={columns.length}>
        <div>
          <p className="brand-line">
            <LogoMark className="size-9" />
            {settings.siteName}
          </p>
          {settings.footer?.blurb ? <p className="footer-blurb">{settings.footer.blurb}</p> : null}
        </div>

        {columns.map((column) => (
          <section key={column.key} aria-labelledby={`footer-links-${column.key}`}>
            <h2 id={`footer-links-${column.key}`} className="footer-heading">
              {column.heading}
            </h2>
            <MenuLinks entries={column.links} className="footer-links" />
          </section>
        ))}

        <section aria-labelledby="footer-offices" className="lg:col-span-2">
          <h2 id="footer-offices" className="footer-heading">
            {t('offices')}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {offices.map((office) => (
              <li key={office.slug}>
                <p className="font-semibold">{office.city}</p>
                {office.name ? <p className="footer-note">{office.name}</p> : null}
                {office.address ? <p className="footer-address">{isolateLtr(office.address)}</p> : null}
                {office.phone ? (
                  <p className="mt-1 text-sm">
                    <a href={telHref(office.phone)} className="footer-link">
                      <bdi dir="ltr">{formatPhone(office.phone)}</bdi>
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('contactUs')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${settings.email}`} className="footer-link">
                <Icon name="mail" />
                <span className="sr-only">{t('email')}: </span>
                <bdi dir="ltr">{settings.email}</bdi>
              </a>
            </li>
            {showPhone ? (
              <li>
                <a href={telHref(settings.phone)} className="footer-link">
                  <Icon name="phone" />
                  <span className="sr-only">{t('phone')}: </span>
                  <bdi dir="ltr">{formatPhone(settings.phone)}</bdi>
                </a>
              </li>
            ) : null}
          </ul>
          {social.length > 0 ? (
            <>
              <h2 className="footer-heading mt-6">{t('followUs')}</h2>
              <ul className="mt-3 flex gap-2">
                {social.map((s, i) => (
                  <li key={i}>
                    <SiteLink href={s.url} external className="footer-social">
                      <Icon name={s.platform as IconName} />
                      <span className="sr-only">{t(`social.${s.platform}`)}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <div className="border-t border-paper/15">
        <nav aria-label={t('footerNavigation')} className="container-page footer-bar">
          <div>
            <p>{t('copyright', { year, name: settings.siteName ?? '' })}</p>
            {company ? <p className="footer-note">{company}</p> : null}
          </div>
          <MenuLinks entries={legal} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName="footer-link" />
        </nav>
      </div>
    </footer>
  )
}
