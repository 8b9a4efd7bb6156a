import { Fragment, type ReactNode } from 'react'
import { ltrRuns, type TextPiece } from '@/lib/bidi'

/** One piece of a text as pages show it: a left-to-right run isolated, kept on one line, or as it is. */
export function renderPiece(piece: TextPiece, key: number, content: ReactNode = piece.text): ReactNode {
  const className = piece.nowrap ? 'whitespace-nowrap' : undefined
  if (piece.ltr) {
    return (
      <bdi key={key} dir="ltr" className={className}>
        {content}
      </bdi>
    )
  }
  if (piece.nowrap) {
    return (
      <span key={key} className={className}>
        {content}
      </span>
    )
  }
  return <Fragment key={key}>{content}</Fragment>
}

/**
 * Plain text from the CMS (a block's title, body, label, hours…) as pages show it: phone numbers,
 * email addresses, hours, codes and Latin names in Arabic text isolated left to right, numbers and
 * codes kept on one line (lib/bidi.ts). Every plain-text field a page shows goes through it; rich
 * text does the same in its own renderer (RichText.tsx).
 */
export function isolateLtr(text: string | null | undefined): ReactNode {
  if (!text) return null
  const pieces = ltrRuns(text)
  if (pieces.length === 1 && !pieces[0]?.ltr && !pieces[0]?.nowrap) return text
  return pieces.map((piece, i) => renderPiece(piece, i))
}
