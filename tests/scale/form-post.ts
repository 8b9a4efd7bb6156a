import { defaultLocale, type Locale, localizePath } from '../../src/i18n/locales'

/**
 * The consultation form as a browser without JavaScript sends it, over plain HTTP (many visitors
 * at once cost no browser): the page is fetched, the form's hidden fields (the signed token, the
 * server action's reference) are read from it, the visible fields are filled in, and the whole is
 * posted back to the page. The answer is the page again, with the success message or an error.
 */
const entities: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }
const decode = (value: string) => value.replace(/&(quot|amp|#x27|#39|lt|gt);/g, (m) => entities[m] ?? m)

export function hiddenFields(html: string, testId: string): [string, string][] {
  const start = html.indexOf(`data-testid="${testId}"`)
  if (start < 0) throw new Error(`No form ${testId} on the page`)
  const form = html.slice(html.lastIndexOf('<form', start), html.indexOf('</form>', start))
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1] ?? ''
    const value = /\bvalue="([^"]*)"/.exec(m[0])?.[1] ?? ''
    return [decode(name), decode(value)]
  })
}

export type PostResult = { outcome: 'success' | 'refused' | 'failed'; status: number; detail?: string }

/** Sends one consultation request with this e-mail address through `origin` (`/contact` or `/ar/contact`). */
export async function postConsultation(origin: string, email: string, locale: Locale = defaultLocale, timeoutMs = 60_000): Promise<PostResult> {
  const page = localizePath('/contact', locale)
  try {
    const form = await fetch(origin + page, { signal: AbortSignal.timeout(timeoutMs) })
    if (form.status !== 200) return { outcome: 'failed', status: form.status, detail: 'the form page did not load' }
    const body = new FormData()
    for (const [name, value] of hiddenFields(await form.text(), 'consultation-form')) body.append(name, value)
    body.append('fullName', 'سارة القحطاني')
    body.append('email', email)
    body.append('phone', '0551234567')
    body.append('description', 'نريد البحث في مستنداتنا العربية الداخلية بالذكاء الاصطناعي.')
    body.append('channel', 'whatsapp')
    body.append('time', 'morning')
    body.append('topics', 'nlp')
    body.append('size', '250k-1m')
    const answer = await fetch(origin + page, { method: 'POST', body, headers: { origin }, signal: AbortSignal.timeout(timeoutMs) })
    const html = await answer.text()
    if (answer.status === 200 && html.includes('data-testid="form-success"')) return { outcome: 'success', status: answer.status }
    const message = /role="alert"[^>]*>([^<]{0,200})/.exec(html)?.[1]
    return { outcome: answer.status === 200 ? 'refused' : 'failed', status: answer.status, detail: message }
  } catch (error) {
    return { outcome: 'failed', status: 0, detail: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Sends one career application with a CV through `origin` (`/careers`, or `/ar/careers`), as the
 * consultation request above: the form's page, its hidden fields, the visible ones and the file.
 */
export async function postApplication(origin: string, email: string, cv: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }, locale: Locale = defaultLocale, timeoutMs = 60_000): Promise<PostResult> {
  const page = localizePath('/careers', locale)
  try {
    const form = await fetch(origin + page, { signal: AbortSignal.timeout(timeoutMs) })
    if (form.status !== 200) return { outcome: 'failed', status: form.status, detail: 'the form page did not load' }
    const body = new FormData()
    for (const [name, value] of hiddenFields(await form.text(), 'application-form')) body.append(name, value)
    body.append('fullName', 'Omar Al-Harbi')
    body.append('email', email)
    body.append('phone', '0551234567')
    body.append('source', 'linkedin')
    body.append('summary', 'Five years of Arabic NLP in production: search, classification and speech.')
    body.append('consent', 'yes')
    body.append('cv', new Blob([cv.bytes], { type: cv.type }), cv.name)
    const answer = await fetch(origin + page, { method: 'POST', body, headers: { origin }, signal: AbortSignal.timeout(timeoutMs) })
    const html = await answer.text()
    if (answer.status === 200 && html.includes('data-testid="form-success"')) return { outcome: 'success', status: answer.status }
    const message = /role="alert"[^>]*>([^<]{0,200})/.exec(html)?.[1]
    return { outcome: answer.status === 200 ? 'refused' : 'failed', status: answer.status, detail: message }
  } catch (error) {
    return { outcome: 'failed', status: 0, detail: error instanceof Error ? error.message : String(error) }
  }
}
