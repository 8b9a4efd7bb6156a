/**
 * The messages each form shows in the browser (`clientIntl`): its own labels, the checks' messages
 * and the lost-connection refusal. The other refusals and the e-mails are written on the server.
 */
const shared = ['Forms.required', 'Forms.sending', 'Forms.fixErrors', 'Forms.errors', 'Forms.refused.connection'] as const

export const browserFormMessages = {
  consultation: [...shared, 'Forms.consultation'],
  application: [...shared, 'Forms.application'],
} as const
