/**
 * Left-to-right runs inside Arabic text (phone numbers, email addresses, hours, codes such as
 * ICD-10-AM, Latin names): each is shown isolated (`<bdi dir="ltr">`), so that the Arabic around it
 * never reorders its parts ("+966 11 510 7400", not "7400 510 11 966+"). A run is Latin words and
 * numbers joined by spaces; punctuation at its ends stays with the Arabic sentence, except a
 * percent sign, which belongs to its number ("23%").
 *
 * A run that holds a number or an address (a phone number, hours, ICD-10-AM, an email) is also kept
 * on one line, in every language: "ICD-10-" at the end of one line and "AM" on the next reads as two
 * things. Long runs may still wrap, so that no line is wider than a phone. A plain number ("2019",
 * "23%", "1,200") needs no keeping: a line never breaks inside one (Unicode's line breaking rules).
 */
export type TextPiece = { text: string; ltr: boolean; nowrap?: boolean }

const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
// A comma joins a run only between digits ("12,000"): split there, Arabic text would show "000,12".
const token = String.raw`\+?[A-Za-z0-9](?:(?:[A-Za-z0-9@._%+:/\-–]|,(?=\d))*[A-Za-z0-9%])?`
const run = new RegExp(`${token}(?:[ \\u00A0]+${token})*`, 'g')
/** In text without Arabic, what must not break: codes and ranges that join numbers and letters. */
const code = /[A-Za-z0-9]+(?:[-–:][A-Za-z0-9]+)+%?/g
const longestUnbroken = 32

const plainNumber = /^\+?\d[\d.,]*%?$/
const keepTogether = (text: string) => text.length <= longestUnbroken && /[\d@]/.test(text) && !plainNumber.test(text)

/** Splits text at `pattern`'s matches; `mark` says what each match is. */
function split(text: string, pattern: RegExp, mark: (match: string) => Omit<TextPiece, 'text'> | null): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  for (const match of text.matchAll(pattern)) {
    const marked = mark(match[0])
    if (!marked) continue
    const start = match.index ?? 0
    if (start > at) pieces.push({ text: text.slice(at, start), ltr: false })
    pieces.push({ text: match[0], ...marked })
    at = start + match[0].length
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), ltr: false })
  return pieces
}

/**
 * The pieces of a text, left-to-right runs marked. Text without Arabic is not isolated, unless it
 * has no letters at all (a phone number or "23%" on its own in an Arabic page) or is one address or
 * code ("hello@thaqiblab.sa" in bold): then it is one run.
 */
export function ltrRuns(text: string): TextPiece[] {
  const hasArabic = arabic.test(text)
  // An address or a code on its own (a bold email in an Arabic sentence is a text of its own).
  if (!hasArabic && /[\d@]/.test(text) && new RegExp(`^(?:${token})$`).test(text.trim())) return [{ text, ltr: true, ...(keepTogether(text) ? { nowrap: true } : {}) }]
  if (!hasArabic && /\p{L}/u.test(text)) {
    return split(text, code, (match) => (/\d/.test(match) && keepTogether(match) ? { ltr: false, nowrap: true } : null))
  }
  if (!hasArabic && /\d/.test(text)) return [{ text, ltr: true, ...(keepTogether(text) ? { nowrap: true } : {}) }]
  return split(text, run, (match) => ({ ltr: true, ...(keepTogether(match) ? { nowrap: true } : {}) }))
}

/**
 * Right-to-left runs inside code, which reads left to right even on an Arabic page: Arabic (or
 * Hebrew) letters, with the spaces between words of one run. Each is shown isolated (`<bdi>`), so
 * that the punctuation between two of them stays with the code: without it `replace("ى", "ي")`
 * shows as `replace("ي" ,"ى")`, the quotes and comma taken into one right-to-left run.
 */
const rtlLetters = String.raw`[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]+`
const rtlRun = new RegExp(`${rtlLetters}(?:[ \\t]+${rtlLetters})*`, 'g')

/** The pieces of a code text, right-to-left runs marked. */
export function rtlRuns(code: string): { text: string; rtl: boolean }[] {
  const pieces: { text: string; rtl: boolean }[] = []
  let at = 0
  for (const match of code.matchAll(rtlRun)) {
    const start = match.index ?? 0
    if (start > at) pieces.push({ text: code.slice(at, start), rtl: false })
    pieces.push({ text: match[0], rtl: true })
    at = start + match[0].length
  }
  if (at < code.length || pieces.length === 0) pieces.push({ text: code.slice(at), rtl: false })
  return pieces
}
