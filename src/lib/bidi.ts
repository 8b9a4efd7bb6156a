/**
 * Left-to-right runs inside Arabic text (phone numbers, email addresses, hours, codes such as
 * ICD-10-AM, Latin names): each is shown isolated (`<bdi dir="ltr">`), so that the Arabic around it
 * never reorders its parts ("+966 11 510 7400", not "7400 510 11 966+"). A run is Latin words and
 * numbers joined by spaces; punctuation at its ends stays with the Arabic sentence.
 */
export type TextPiece = { text: string; ltr: boolean }

const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
const token = String.raw`\+?[A-Za-z0-9](?:[A-Za-z0-9@._%+:/\-–]*[A-Za-z0-9])?`
const run = new RegExp(`${token}(?:[ \\u00A0]+${token})*`, 'g')

/**
 * The pieces of a text, left-to-right runs marked. Text without Arabic is one piece, unmarked,
 * unless it has no letters at all (a phone number on a line of its own in an Arabic page).
 */
export function ltrRuns(text: string): TextPiece[] {
  if (!arabic.test(text) && /\p{L}/u.test(text)) return [{ text, ltr: false }]
  const pieces: TextPiece[] = []
  let at = 0
  for (const match of text.matchAll(run)) {
    const start = match.index ?? 0
    if (start > at) pieces.push({ text: text.slice(at, start), ltr: false })
    pieces.push({ text: match[0], ltr: true })
    at = start + match[0].length
  }
  if (at < text.length) pieces.push({ text: text.slice(at), ltr: false })
  return pieces
}
