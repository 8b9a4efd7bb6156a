// Runs in the browser before the app hydrates (a Next.js convention).
import { noteTransition } from '@/lib/browser/recovery'

/** Remembers where each client-side navigation goes: the chunk-load recovery reloads that page. */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse') {
  noteTransition(url, navigationType)
}
