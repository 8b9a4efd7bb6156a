'use client'

import { deferHydration } from '@/components/deferHydration.client'
import type * as List from './BlogList.client'

// The list's code (load-more, next-intl's client) loads when a visitor first reaches for the list or
// scrolls a lazy cover into view (ADR 011); until then its button is the link to the next page. The
// `require` is the server's copy; the build drops it from the browser's code.
export const DeferredBlogList = deferHydration(
  () => import('./BlogList.client').then((m) => m.BlogListWithMessages),
  typeof window === 'undefined' ? (require('./BlogList.client') as typeof List).BlogListWithMessages : undefined,
  { neededInView: 'img[data-lazy]' },
)
