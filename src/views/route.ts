import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'

/**
 * English and Arabic are two route trees (docs/decisions/002); each route file binds one of
 * these definitions to its language, so a page is written once.
 */
export type RouteParams<P> = { params: Promise<P>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export type RouteDefinition<P = Record<string, never>> = {
  Page: (props: RouteParams<P>) => Promise<ReactNode>
  generateMetadata: (props: RouteParams<P>) => Promise<Metadata>
  generateStaticParams?: () => Promise<P[]>
}

export type RouteFactory<P = Record<string, never>> = (locale: Locale) => RouteDefinition<P>

export function defineRoute<P = Record<string, never>>(factory: RouteFactory<P>): RouteFactory<P> {
  return factory
}
