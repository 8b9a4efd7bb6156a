import type { ReactNode } from 'react'

type Content = { children: ReactNode } | { html: string }

/**
 * The props of an element whose content only the server's HTML needs, for a client component to
 * render (ADR 011): a server component's output travels twice, in the HTML and again in the page's
 * React payload, while a client component's server copy writes it into the HTML only. In the browser
 * the element gets an empty inner HTML: at hydration React keeps what the server wrote inside such
 * an element without comparing it, and writes nothing there as long as it stays empty (the content
 * is static). A page the browser renders without the server's HTML gets the empty element.
 *
 * Pass the content as `typeof window === 'undefined' ? … : undefined`, with what it needs `require`d
 * inside that branch, so that the build removes it from the browser's code.
 */
export function htmlOnly(content: Content | undefined) {
  const inner =
    content === undefined ? { dangerouslySetInnerHTML: { __html: '' } } : 'html' in content ? { dangerouslySetInnerHTML: { __html: content.html } } : { children: content.children }
  return { ...inner, suppressHydrationWarning: true }
}
