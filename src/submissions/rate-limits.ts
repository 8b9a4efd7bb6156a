import 'server-only'
import { env } from '@/env'
import { consume } from '@/lib/security/counters'
import { mailboxOf } from '@/lib/security/mailbox'

/** Submissions allowed per client and form in the window (FORM_RATE_LIMIT, FORM_RATE_WINDOW_SECONDS). */
export function withinRateLimit(form: string, key: string): Promise<boolean> {
  return consume({ name: `form:${form}`, points: env.FORM_RATE_LIMIT, duration: env.FORM_RATE_WINDOW_SECONDS }, key)
}

/**
 * Whether one more confirmation may go to this mailbox today (CONFIRMATION_EMAILS_PER_DAY), so
 * that the forms cannot be used to flood a stranger's mailbox in the lab's name: `name+1@`,
 * `name+2@`… are one mailbox (lib/security/mailbox.ts).
 */
export function mayConfirmTo(email: string): Promise<boolean> {
  return consume({ name: 'confirmation-email', points: env.CONFIRMATION_EMAILS_PER_DAY, duration: 24 * 60 * 60 }, mailboxOf(email))
}
