import type { Locale } from '@/i18n/locales'
import type { PageDescription } from '@/lib/seo/metadata'
import { aboutRoute } from './about'
import { blogIndexRoute } from './blog-index'
import { blogPostRoute } from './blog-post'
import { careersRoute, jobRoute } from './careers'
import { contactRoute } from './contact'
import { homeRoute } from './home'
import { genericPageRoute } from './page'
import type { RouteFactory } from './route'
import { solutionRoute, solutionsIndexRoute } from './solutions'

const fixed: Record<string, RouteFactory> = {
  '/': homeRoute,
  '/about': aboutRoute,
  '/blog': blogIndexRoute,
  '/careers': careersRoute,
  '/contact': contactRoute,
  '/solutions': solutionsIndexRoute,
}

const bySlug: Record<string, RouteFactory<{ slug: string }>> = {
  blog: blogPostRoute,
  careers: jobRoute,
  pages: genericPageRoute,
  solutions: solutionRoute,
}

const noSearch = Promise.resolve({})

/** The description of the page at a site path, as its own route gives it (null: no such page). */
export async function describePage(locale: Locale, path: string): Promise<PageDescription | null> {
  const page = fixed[path]
  if (page) return page(locale).describe({ params: Promise.resolve({}), searchParams: noSearch })
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path)
  const route = match ? bySlug[match[1]!] : undefined
  if (!match || !route) return null
  return route(locale).describe({ params: Promise.resolve({ slug: match[2]! }), searchParams: noSearch })
}
