import type { Thing } from 'schema-dts'
import type { Locale } from '@/i18n/locales'
import { pageUrl } from '@/data/seo/metadata'
import { breadcrumbList, type Crumb, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from './JsonLd'

type Props = {
  locale: Locale
  path: string
  name: string
  description?: string | null
  /** The language of the main text, when it is shown from the fallback. */
  contentLocale?: Locale
  /** From the home page down to this page; inner pages get a BreadcrumbList. */
  crumbs?: readonly Crumb[]
  /** What the page is about (a BlogPosting, a JobPosting). */
  main?: Thing & { '@id': string }
  /** More nodes for the graph (the Organization and WebSite on the home page). */
  also?: readonly Thing[]
  /** A page about one person or team (a ProfilePage). */
  profile?: boolean
}

/** The page's JSON-LD graph: a WebPage in its language, its breadcrumbs and its main entities. */
export function PageJsonLd({ locale, path, name, description, contentLocale, crumbs, main, also = [], profile = false }: Props) {
  const url = pageUrl(path, locale)
  // A main entity with a description of its own (a post's, a job's) describes the page; the WebPage
  // does not say it again (ADR 011: every byte of the HTML counts against the page's budget).
  const pageDescription = main && 'description' in main && main.description ? undefined : description
  const nodes: Thing[] = [webPage({ locale, url, name, description: pageDescription, contentLocale, crumbs, mainEntity: main?.['@id'], profile })]
  if (crumbs && crumbs.length > 1) nodes.push(breadcrumbList(locale, url, crumbs))
  if (main) nodes.push(main)
  nodes.push(...also)
  return <JsonLd data={graph(nodes)} />
}
