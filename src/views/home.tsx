import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getHome } from '@/lib/content/globals'
import { getShell } from '@/lib/content/site'
import { pageMetadata } from '@/lib/seo/metadata'
import { defineRoute } from './route'

export const homeRoute = defineRoute((locale) => ({
  async Page() {
    setRequestLocale(locale)
    const home = await getHome(locale)
    if (!home) notFound()
    return <RenderBlocks blocks={home.layout} locale={locale} />
  },
  async generateMetadata() {
    const [home, { settings }] = await Promise.all([getHome(locale), getShell(locale)])
    return {
      ...pageMetadata({
        locale,
        path: '/',
        title: home?.seo?.title ?? settings.siteName ?? '',
        description: home?.seo?.description ?? settings.description,
        image: home?.seo?.image?.url,
      }),
      title: { absolute: home?.seo?.title ?? settings.siteName ?? '' },
    }
  },
}))
