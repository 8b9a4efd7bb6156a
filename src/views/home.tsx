import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { getHome } from '@/data/content/globals'
import { getShell } from '@/data/content/site'
import { organization, website } from '@/lib/seo/structured-data'
import { defineRoute, missingContent } from './route'

export const homeRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [home, { settings }] = await Promise.all([getHome(locale), getShell(locale)])
    if (!home) throw missingContent('Home', locale)
    return (
      <>
        <PageJsonLd
          locale={locale}
          path="/"
          name={settings.siteName ?? ''}
          description={home.seo?.description ?? settings.description}
          also={[organization(settings, locale), website(settings, locale)]}
        />
        <RenderBlocks blocks={home.layout} locale={locale} />
      </>
    )
  },
  async describe() {
    const [home, { settings }] = await Promise.all([getHome(locale), getShell(locale)])
    if (!home) return null
    return {
      path: '/',
      // The share card already shows the site's name: its title is the tagline.
      title: settings.tagline ?? settings.siteName ?? '',
      // The home page's title names the site already: never the "· site name" template.
      seoTitle: home.seo?.title ?? settings.siteName,
      description: home.seo?.description ?? settings.description,
      images: [home.seo?.image],
    }
  },
}))
