import type { AbstractIntlMessages } from 'next-intl'

/**
 * One form's messages in one language, inlined at build time by next.config.ts (from the message
 * files, compiled as they are). Each form and language has a module of its own, which reads its
 * variable written out in full: the build inlines nothing else, and the browser loads one of them
 * with the form's code (WithFormMessages.client.tsx).
 */
export function inlinedFormMessages(inlined: string | undefined): AbstractIntlMessages {
  if (!inlined) throw new Error('The forms’ messages are inlined by next.config.ts at build time.')
  return JSON.parse(inlined) as AbstractIntlMessages
}
