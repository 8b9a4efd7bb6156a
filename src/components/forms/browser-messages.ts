/**
 * The messages each form shows in the browser (WithFormMessages.client.tsx; next.config.ts inlines
 * them for the browser): its own labels, the checks' messages and the lost-connection refusal. The
 * other refusals and the e-mails are written on the server. No `@/` imports: next.config.ts reads it.
 */
const shared = ['Forms.optional', 'Forms.sending', 'Forms.fixErrors', 'Forms.errors', 'Forms.refused.connection'] as const

export const browserFormMessages = {
  consultation: [...shared, 'Forms.consultation'],
  application: [...shared, 'Forms.application'],
} as const

export type FormName = keyof typeof browserFormMessages
