'use client'

import { useTranslations } from 'next-intl'
import { withMessages } from '@/components/layout/WithMessages.client'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { localizePath } from '@/i18n/locales'
import type { PostPage } from '@/data/content/queries/post-list'
import { PostCardView } from './PostCard'
import { classProps, gridColumns, gridLayout } from '@/lib/grid'

type Props = { locale: Locale; initial: PostPage }

/**
 * The next pages come from a cached JSON route of the site (`/api/blog-posts`), through the site's
 * HTTP client, loaded when the visitor first reaches for the button rather than with the page (ADR 011).
 */
let http: Promise<ReturnType<typeof import('@/lib/http-client').createHttpClient>> | null = null
function httpClient() {
  http ??= import('@/lib/http-client').then(
    ({ createHttpClient }) => createHttpClient(),
    (error: unknown) => {
      http = null
      throw error
    },
  )
  return http
}

/**
 * The blog list with its load-more button. Without JavaScript the button is a link to `?page=N`.
 * With it, the next page is appended in place, announced in a live region, and focus moves to the
 * first new article so keyboard and screen-reader users continue from where the new posts begin.
 */
export function BlogList({ locale, initial }: Props) {
  const t = useTranslations('Blog')
  const [posts, setPosts] = useState(initial.posts)
  const [page, setPage] = useState(initial.page)
  const [hasNextPage, setHasNextPage] = useState(initial.hasNextPage)
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle')
  const [announcement, setAnnouncement] = useState('')
  const [enhanced, setEnhanced] = useState(false)
  const focusIndex = useRef<number | null>(null)
  const items = useRef<(HTMLLIElement | null)[]>([])

  const nextLink = useRef<HTMLAnchorElement>(null)
  const moreButton = useRef<HTMLButtonElement>(null)
  // The list's code loads when a visitor reaches for it (DeferredBlogList), possibly by focusing the
  // link that the button replaces: the button then takes the focus over.
  const focusButton = useRef(false)
  useEffect(() => {
    focusButton.current = nextLink.current !== null && document.activeElement === nextLink.current
    setEnhanced(true)
  }, [])
  useEffect(() => {
    if (enhanced && focusButton.current) moreButton.current?.focus()
    focusButton.current = false
  }, [enhanced])
  useEffect(() => {
    if (focusIndex.current === null) return
    items.current[focusIndex.current]?.querySelector<HTMLAnchorElement>('a')?.focus()
    focusIndex.current = null
  }, [posts])

  async function loadMore() {
    if (state === 'loading') return
    setState('loading')
    setAnnouncement(t('loading'))
    try {
      const next = page + 1
      const result = await (await httpClient())<PostPage>('/api/blog-posts', { query: { locale, page: next } })
      focusIndex.current = posts.length
      setPosts((current) => [...current, ...result.posts.filter((p) => !current.some((c) => c.id === p.id))])
      setPage(result.page)
      setHasNextPage(result.hasNextPage)
      setState('idle')
      setAnnouncement(t('loaded', { count: result.posts.length }) + (result.hasNextPage ? '' : ` ${t('noMore')}`))
    } catch (error) {
      console.error('Loading more posts failed', error)
      setState('error')
      setAnnouncement(t('loadError'))
    }
  }

  const nextHref = `${localizePath('/blog', locale)}?page=${page + 1}`
  const grid = gridLayout(posts.length, gridColumns.posts)

  return (
    <>
      <ul className={`${grid.list} gap-6`} data-testid="post-list" data-grid>
        {posts.map((post, index) => (
          <li key={post.id} ref={(el) => void (items.current[index] = el)} {...classProps(grid.item(index))}>
            <PostCardView post={post} locale={locale} headingLevel="h2" priorityImage={index === 0} />
          </li>
        ))}
      </ul>
      <p aria-live="polite" role="status" className="sr-only" data-testid="blog-announcer">
        {announcement}
      </p>
      <div className="mt-12 flex flex-col items-center gap-3">
        {hasNextPage ? (
          enhanced ? (
            <button
              ref={moreButton}
              type="button"
              onClick={loadMore}
              onPointerEnter={() => void httpClient().catch(() => undefined)}
              onFocus={() => void httpClient().catch(() => undefined)}
              aria-disabled={state === 'loading'}
              className="btn btn-secondary"
              data-testid="load-more"
            >
              {state === 'loading' ? t('loading') : t('loadMore')}
            </button>
          ) : (
            <a ref={nextLink} href={nextHref} rel="next" className="btn btn-secondary" data-testid="load-more">
              {t('loadMore')}
            </a>
          )
        ) : posts.length > 0 ? (
          <p className="text-slate" data-testid="blog-end">
            {t('noMore')}
          </p>
        ) : null}
        {state === 'error' ? (
          <p className="text-coral" role="alert">
            {t('loadError')}
          </p>
        ) : null}
      </div>
    </>
  )
}

/** The list with its messages, as the page's deferred copy loads it (DeferredBlogList.client.tsx). */
export const BlogListWithMessages = withMessages(BlogList)
