import type { ReactNode } from 'react'
import { isolateLtr } from './Ltr'

type Props = { heading?: string | null; intro?: string | null; id?: string; children: ReactNode; className?: string }

/** A page section with its heading and an optional introduction. */
export function Section({ heading, intro, id, children, className = '' }: Props) {
  return (
    <section id={id} className={`container-page my-16 md:my-24 ${className}`}>
      {heading ? <h2 className="max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-4xl">{isolateLtr(heading)}</h2> : null}
      {intro ? <p className="mt-4 max-w-3xl text-lg text-slate">{isolateLtr(intro)}</p> : null}
      <div className={heading || intro ? 'mt-10' : ''}>{children}</div>
    </section>
  )
}
