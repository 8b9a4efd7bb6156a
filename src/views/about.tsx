import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { getAbout } from '@/data/content/globals'
import { defineRoute, missingContent } from './route'

export const aboutRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const [about, t] = await Promise.all([getAbout(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!about) throw missingContent('About', locale)
    const name = t('about')
    return (
      <>
        <PageJsonLd locale={locale} path="/about" name={name} description={about.seo?.description} crumbs={[{ name: t('home'), path: '/' }, { name, path: '/about' }]} />
        <RenderBlocks blocks={about.layout} locale={locale} />
      </>
    )
  },
  async describe() {
    const [about, t] = await Promise.all([getAbout(locale), getTranslations({ locale, namespace: 'Layout' })])
    if (!about) return null
    return {
      path: '/about',
      title: t('about'),
      seoTitle: about.seo?.title,
      description: about.seo?.description,
      images: [about.seo?.image],
    }
  },
}))
