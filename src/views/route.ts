import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { recordingOutcome } from '@/lib/page-outcome'
import { decodedSegment } from '@/lib/site-path'
import { type PageDescription, pageMetadata } from '@/data/seo/metadata'

/**
 * English and Arabic are two route trees (docs/decisions/002); each route file binds one of
 * these definitions to its language, so a page is written once.
 */
export type RouteParams<P> = { params: Promise<P>; searchParams: Promise<Record<string, string | string[] | undefined>> }

type RouteSpec<P> = {
  Page: (props: RouteParams<P>) => Promise<ReactNode>
  /** What search engines and share cards say about the page (null: there is no such page). */
  describe: (props: RouteParams<P>) => Promise<PageDescription | null>
  generateStaticParams?: () => Promise<P[]>
}

type RouteDefinition<P = Record<string, never>> = RouteSpec<P> & {
  generateMetadata: (props: RouteParams<P>) => Promise<Metadata>
}

export type RouteFactory<P = Record<string, never>> = (locale: Locale) => RouteDefinition<P>

/**
 * The page's metadata (title, alternates, Open Graph, …) is derived from its description. The page
 * records whether it threw, for its segment's not-found page (`SegmentNotFound`).
 */
export function defineRoute<P = Record<string, never>>(factory: (locale: Locale) => RouteSpec<P>): RouteFactory<P> {
  return (locale) => {
    const spec = factory(locale)
    return {
      ...spec,
      Page: (props) => recordingOutcome(() => spec.Page(decoded(props))),
      async generateMetadata(props) {
        const description = await spec.describe(decoded(props))
        return description ? pageMetadata({ locale, ...description }) : {}
      },
    }
  }
}

/** The route's parameters decoded (an Arabic slug arrives percent-encoded: lib/site-path.ts). */
function decoded<P>(props: RouteParams<P>): RouteParams<P> {
  const decode = (value: unknown) => (typeof value === 'string' ? decodedSegment(value) : value)
  return { ...props, params: props.params.then((params) => Object.fromEntries(Object.entries(params as object).map(([key, value]) => [key, decode(value)])) as P) }
}

/**
 * A fixed page whose content (a CMS global) is not there. The seed writes every global, so this is
 * a broken deployment rather than an address without a page: the error page answers (and the error
 * is logged), not the 404 page, which only the segments that can answer 404 carry (ADR 011).
 */
export function missingContent(page: string, locale: Locale): Error {
  return new Error(`The ${page} page has no content in ${locale}: its CMS global is missing.`)
}
