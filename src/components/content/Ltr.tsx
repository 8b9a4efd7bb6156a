import { Fragment, type ReactNode } from 'react'
import { ltrRuns, rtlRuns, type TextPiece } from '@/lib/bidi'

/**
 * One piece of a text as pages show it: a left-to-right run isolated, kept on one line, or as it is.
 * Only the attributes a piece needs are set, and a plain piece of text stays a string: each costs
 * the page twice, in the HTML and in the React payload (ADR 011).
 */
export function renderPiece(piece: TextPiece, key: number, content: ReactNode = piece.text): ReactNode {
  const nowrap = piece.nowrap ? { className: 'whitespace-nowrap' } : {}
  if (piece.ltr) {
    return (
      <bdi key={key} dir="ltr" {...nowrap}>
        {content}
      </bdi>
    )
  }
  if (piece.nowrap) {
    return (
      <span key={key} {...nowrap}>
        {content}
      </span>
    )
  }
  return typeof content === 'string' ? content : <Fragment key={key}>{content}</Fragment>
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

/**
 * Code as pages show it, in a left-to-right element (`dir="ltr"`): each Arabic run in it isolated,
 * so that the code keeps its order around it (lib/bidi.ts). `render` shows a piece of the code
 * (rich text's inline code keeps its bold or italic). The pieces between runs stay plain strings
 * where they can, as in `renderPiece` (ADR 011).
 */
export function isolateRtl(code: string, render: (text: string) => ReactNode = (text) => text): ReactNode {
  const pieces = rtlRuns(code)
  if (pieces.length === 1 && !pieces[0]?.rtl) return render(code)
  return pieces.map((piece, i) => {
    const content = render(piece.text)
    if (piece.rtl) return <bdi key={i}>{content}</bdi>
    return typeof content === 'string' ? content : <Fragment key={i}>{content}</Fragment>
  })
}
