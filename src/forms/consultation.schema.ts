// zod/mini: the same checks as zod's classic API in functions that bundlers can leave out when
// unused; these schemas run in the browser too, where the classic API cost about 25 KB compressed.
import * as z from 'zod/mini'
import type { FormMessages } from './messages'
import { contactChannels, contactTimes, defaultChannel, helpTopics, limits, needsPhone, projectSizes } from './options'
import { normalizePhone } from './phone'
import { canonicalEmail, cleanText, hasControlCharacters } from './text'

/**
 * A trimmed text: required (with `min` characters at least, if given) and at most `max`, without
 * control characters (line breaks allowed when `multiline`), cleaned as forms/text.ts describes.
 */
export function requiredText(m: FormMessages, max: number, min?: { length: number; message: string }, multiline = false) {
  return z.pipe(
    z.string({ error: () => m('required') }).check(
      z.trim(),
      // Lengths count what is kept: invisible direction controls are removed (text.ts).
      z.refine((value) => cleanText(value).trim().length > 0, m('required')),
      z.refine((value) => !hasControlCharacters(value, multiline), m('controlCharacters')),
      ...(min ? [z.refine<string>((value) => cleanText(value).trim().length >= min.length, min.message)] : []),
      z.maxLength(max, m('tooLong', { max })),
    ),
    z.transform((value) => cleanText(value).trim()),
  )
}

/** An e-mail address, stored in its one canonical form (internationalised domains in Unicode). */
export function emailAddress(m: FormMessages) {
  return z.pipe(
    requiredText(m, limits.email),
    z.transform((value: string, ctx) => {
      const email = canonicalEmail(value)
      if (email) return email
      ctx.issues.push({ code: 'custom', message: m('email'), input: value })
      return z.NEVER
    }),
  )
}

/** A phone number as typed, stored in its one international form (forms/phone.ts). */
function phoneNumber(m: FormMessages) {
  return z.pipe(
    z.string({ error: () => m('required') }).check(z.trim(), z.minLength(1, m('required')), z.maxLength(limits.phone, m('tooLong', { max: limits.phone }))),
    z.transform((value: string, ctx) => {
      const normalized = normalizePhone(value)
      if (!normalized) {
        ctx.issues.push({ code: 'custom', message: m('phone'), input: value })
        return z.NEVER
      }
      return normalized
    }),
  )
}

/** Shared parts of both forms. */
export function contactFields(m: FormMessages) {
  return {
    fullName: requiredText(m, limits.name, { length: limits.nameMin, message: m('nameShort') }),
    email: emailAddress(m),
    phone: phoneNumber(m),
  }
}

/**
 * An answer the visitor may leave out: missing, empty or blank is no answer (undefined, stored
 * empty); anything else must pass `schema`, bounds included.
 */
function optionalAnswer<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || (typeof value === 'string' && cleanText(value).trim() === '') ? undefined : value)),
    z.optional(schema),
  )
}
export const choice = <T extends readonly [string, ...string[]]>(values: T, m: FormMessages) =>
  z.enum(values, { error: () => m('choose') })

/**
 * The consultation request (spec section 3), validated the same way in the browser and on the
 * server. A first contact needs who is asking, how to answer them and what it is about: the name,
 * the e-mail address and the description; the channel is e-mail unless the visitor picks another,
 * and the phone is needed only for a channel that uses it. Time, topics and size may be left out
 * (ADR 044).
 */
export function consultationSchema(m: FormMessages) {
  return z
    .object({
      ...contactFields(m),
      phone: optionalAnswer(phoneNumber(m)),
      description: requiredText(m, limits.description, { length: limits.descriptionMin, message: m('descriptionShort', { min: limits.descriptionMin }) }, true),
      channel: z._default(choice(contactChannels, m), defaultChannel),
      time: optionalAnswer(choice(contactTimes, m)),
      topics: z._default(
        z.array(z.enum(helpTopics, { error: () => m('choose') }), { error: () => m('choose') }).check(z.maxLength(helpTopics.length, m('choose'))),
        () => [],
      ),
      size: optionalAnswer(choice(projectSizes, m)),
    })
    .check(
      z.superRefine(
        (data, ctx) => {
          if (needsPhone(data.channel) && !data.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: m('phoneForChannel', { channel: data.channel }) })
        },
        // Also when other fields are in error, so every mistake is reported at once; not when the
        // channel or the phone itself is wrong (their own message says it).
        { when: ({ value, issues }) => typeof value === 'object' && value !== null && !issues.some(({ path }) => path?.[0] === 'channel' || path?.[0] === 'phone') },
      ),
    )
}

export type ConsultationInput = z.input<ReturnType<typeof consultationSchema>>
export type Consultation = z.output<ReturnType<typeof consultationSchema>>
