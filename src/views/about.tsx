import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getAbout } from '@/lib/content/globals'
import { pageMetadata } from '@/lib/seo/metadata'
import { defineRoute } from './route'

export const aboutRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const about = await getAbout(locale)
    if (!about) notFound()
    return <RenderBlocks blocks={about.layout} locale={locale} />
  },
  async generateMetadata() {
    const about = await getAbout(locale)
    const t = await getTranslations({ locale, namespace: 'Layout' })
    return pageMetadata({
      locale,
      path: '/about',
      title: about?.seo?.title ?? t('about'),
      description: about?.seo?.description,
      image: about?.seo?.image?.url,
    })
  },
}))
