import type { ReactNode } from 'react'
import { isolateLtr } from './Ltr'

type Props = {
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  titleProps?: { lang?: string; dir?: 'ltr' | 'rtl' }
  /** Artwork beside the text (below it on a phone): the opening's picture. */
  art?: ReactNode
  /** A page of reading (the terms, the privacy policy): a short opening above the text. */
  compact?: boolean
  children?: ReactNode
}

/** A text from the CMS goes through the isolation of left-to-right runs; markup is shown as it is. */
const plain = (node: ReactNode) => (typeof node === 'string' ? isolateLtr(node) : node)

/** The opening of a page that has no hero block: its title, an introduction, and artwork beside them. */
export function PageHeader({ eyebrow, title, intro, titleProps, art, compact = false, children }: Props) {
  return (
    <header className={compact ? 'border-b border-line' : 'bg-gradient-to-b from-sand-soft to-paper'}>
      <div className={`container-page ${compact ? 'py-10 md:py-12' : 'py-12 md:py-16'} ${art ? 'grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14' : ''}`}>
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 {...titleProps} className="page-title max-w-4xl">
            {plain(title)}
          </h1>
          {intro ? <div className="mt-5 max-w-3xl text-lg text-slate">{plain(intro)}</div> : null}
          {children}
        </div>
        {art ? <div className="art-frame">{art}</div> : null}
      </div>
    </header>
  )
}
