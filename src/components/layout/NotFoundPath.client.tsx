'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The missing page's address, which only the browser knows here (the 404 page is the same for every
 * address), and the page's title: a not-found page has no metadata of its own when Next renders it
 * in the browser, so it names itself.
 */
export function NotFoundPath({ documentTitle }: { documentTitle: string }) {
  const path = usePathname() ?? '/'
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  return readablePath(path)
}
