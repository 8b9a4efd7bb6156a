'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'
import { fillMessage } from '@/i18n/fill-message'
import type { Messages } from '@/i18n/messages'

function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

type Props = {
  documentTitle: string
  /** The texts, from the server; `message` keeps its `{path}`, which only the browser knows here. */
  text: Pick<Messages['NotFound'], 'title' | 'message' | 'hint'>
  /** The way back home, rendered on the server (SiteLink). */
  home: ReactNode
  children?: ReactNode
}

/** The 404 page (spec section 8): "Page not found: {path}" and a way back home; `children` follow. */
export function NotFoundView({ documentTitle, text, home, children }: Props) {
  const path = usePathname() ?? '/'
  // A not-found page has no metadata of its own (Next renders it in the browser): it names itself here.
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-20">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-bold md:text-5xl">{text.title}</h1>
      <p className="mt-5 text-lg break-all" data-testid="not-found-message">
        {fillMessage(text.message, { path: readablePath(path) }, { bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      </p>
      <p className="mt-2 text-slate">{text.hint}</p>
      {home}
      {children}
    </section>
  )
}
