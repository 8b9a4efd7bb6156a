import type { Messages } from './messages'

/**
 * The error page's texts. The error boundaries render in the browser with nothing from the server
 * (the last-resort one even replaces the document), so their texts travel with their code:
 * next.config.ts inlines the ErrorPage namespace of the message files at build time, every language
 * as `ERROR_PAGE_MESSAGES` (for the last-resort boundary) and each one as `ERROR_PAGE_MESSAGES_<code>`
 * (for the boundary in that language's frame, which every page of it loads), where importing the
 * files would ship every namespace of both languages to every page (ADR 011). The variables are
 * written out in full where they are read: the build inlines nothing else.
 */
export function inlinedErrorPageMessages<T = Messages['ErrorPage']>(inlined: string | undefined): T {
  if (!inlined) throw new Error('The error page messages are inlined by next.config.ts at build time.')
  return JSON.parse(inlined) as T
}

/** Where an error's reference (its digest) goes in the `reference` message, isolated. */
export const digestSlot = '<bdi>{digest}</bdi>'

/**
 * The `reference` message's text before and after the digest. The browser fills it without an ICU
 * formatter (every page loads the error boundaries' code, ADR 011); a unit test holds every
 * language's message to this one form.
 */
export function referenceParts(reference: string): [before: string, after: string] {
  const parts = reference.split(digestSlot)
  if (parts.length !== 2) throw new Error(`The error reference message must hold ${digestSlot} once: ${JSON.stringify(reference)}`)
  return [parts[0] ?? '', parts[1] ?? '']
}
