import punycode from 'punycode/punycode.js'

/**
 * What the forms accept as text, the same in the browser and on the server (ADR 016). Text is kept
 * as typed, with three exceptions:
 * - control characters (NUL and the like; tab and line breaks only in multi-line fields) are
 *   refused with a message: the databases cannot keep some of them, and none was typed on purpose;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed:
 *   invisible, they can make a name read backwards in the admin or an e-mail subject
 *   ("Evil exe.pdf Person"); the marks Arabic typing uses (U+200E, U+200F, U+061C) stay;
 * - text is put in Unicode's composed form (NFC), so the same words are stored the same way.
 */
const singleLineControls = /[\u0000-\u001F\u007F-\u009F]/
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? multiLineControls : singleLineControls).test(value)
}

export function cleanText(value: string): string {
  return value.replace(bidiControls, '').normalize('NFC')
}

/**
 * An uploaded file's name as a label (the browser's, not typed by the visitor): control and
 * direction characters removed rather than refused, so that a name like `cv` + U+202E + `fdp.exe`
 * cannot read as another in the admin or an e-mail, and a NUL cannot cut it short in a database.
 */
export function cleanFileName(value: string, max = 200): string {
  return cleanText(value.replace(new RegExp(singleLineControls, 'g'), '')).trim().slice(0, max)
}

const asciiEmail = /^(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-](?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]*[A-Za-z0-9!#$%&'*+/=?^_`{|}~-])?@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/

/**
 * An e-mail address in one canonical form, or null if it is not one: the domain in Unicode and
 * lower case (`user@مثال.السعودية`, whether typed so or as `user@xn--mgbh0fb.xn--mgberp4a5d4ar`),
 * the local part as typed (ASCII). Internationalised domains are converted by the URL standard's
 * IDNA processing (the browser's and Node's own).
 */
export function canonicalEmail(value: string): string | null {
  const at = value.lastIndexOf('@')
  if (at < 1 || at === value.length - 1) return null
  const local = value.slice(0, at)
  let ascii: string
  try {
    ascii = new URL(`http://${value.slice(at + 1)}`).hostname
  } catch {
    return null
  }
  if (!asciiEmail.test(`${local}@${ascii}`) || local.length > 64) return null
  return `${local}@${ascii.split('.').map((label) => (label.startsWith('xn--') ? punycode.toUnicode(label) : label)).join('.')}`
}

/** The address as SMTP servers and DNS need it: the domain in ASCII (punycode). */
export function smtpAddress(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  try {
    return `${email.slice(0, at)}@${new URL(`http://${email.slice(at + 1)}`).hostname}`
  } catch {
    return email
  }
}
