import type { Locale } from '@/i18n/locales'
import type { PageDescription } from '@/data/seo/metadata'
import { aboutRoute } from './about'
import { blogIndexRoute } from './blog-index'
import { blogPostRoute } from './blog-post'
import { careersRoute } from './careers'
import { caseStudiesRoute, caseStudyRoute } from './case-studies'
import { contactRoute } from './contact'
import { homeRoute } from './home'
import { jobRoute } from './job'
import { genericPageRoute } from './page'
import { personRoute } from './person'
import type { RouteFactory } from './route'
import { documentRouteOf, type DocumentRouteId, type FixedRouteId, fixedRoutes, type ToolRouteId, toolRoutes } from '@/lib/routes'
import { searchRoute } from './search'
import { solutionRoute, solutionsIndexRoute } from './solutions'

/** The view of every route in the manifest (lib/routes.ts): a route without one does not compile. */
const fixed: Record<FixedRouteId, RouteFactory> = {
  home: homeRoute,
  about: aboutRoute,
  blog: blogIndexRoute,
  careers: careersRoute,
  contact: contactRoute,
  solutions: solutionsIndexRoute,
  'case-studies': caseStudiesRoute,
}

const tools: Record<ToolRouteId, RouteFactory> = {
  search: searchRoute,
}

const documents: Record<DocumentRouteId, RouteFactory<{ slug: string }>> = {
  post: blogPostRoute,
  job: jobRoute,
  'cms-page': genericPageRoute,
  solution: solutionRoute,
  'case-study': caseStudyRoute,
  person: personRoute,
}

const noSearch = Promise.resolve({})

/** The description of the page at a site path, as its own route gives it (null: no such page). */
export async function describePage(locale: Locale, path: string): Promise<PageDescription | null> {
  const page = fixedRoutes.find((route) => route.path === path)
  if (page) return fixed[page.id](locale).describe({ params: Promise.resolve({}), searchParams: noSearch })
  const tool = toolRoutes.find((route) => route.path === path)
  if (tool) return tools[tool.id](locale).describe({ params: Promise.resolve({}), searchParams: noSearch })
  const document = documentRouteOf(path)
  if (!document) return null
  return documents[document.route.id](locale).describe({ params: Promise.resolve({ slug: document.slug }), searchParams: noSearch })
}
