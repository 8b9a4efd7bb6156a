import { z } from 'zod'
import type { FormMessages } from './messages'
import { contactChannels, contactTimes, helpTopics, limits, projectSizes } from './options'
import { normalizePhone } from './phone'

/** Shared parts of both forms. */
export function contactFields(m: FormMessages) {
  return {
    fullName: z
      .string()
      .trim()
      .min(1, m('required'))
      .min(2, m('nameShort'))
      .max(limits.name, m('tooLong', { max: limits.name })),
    email: z
      .string()
      .trim()
      .min(1, m('required'))
      .max(limits.email, m('tooLong', { max: limits.email }))
      .pipe(z.email(m('email'))),
    phone: z
      .string()
      .trim()
      .min(1, m('required'))
      .transform((value, ctx) => {
        const normalized = normalizePhone(value)
        if (!normalized) {
          ctx.addIssue({ code: 'custom', message: m('phone') })
          return z.NEVER
        }
        return normalized
      }),
  }
}

const choice = <T extends readonly [string, ...string[]]>(values: T, m: FormMessages) =>
  z.enum(values, { error: () => m('choose') })

/** The consultation request (spec section 3), validated the same way in the browser and on the server. */
export function consultationSchema(m: FormMessages) {
  return z.object({
    ...contactFields(m),
    description: z
      .string()
      .trim()
      .min(1, m('required'))
      .min(20, m('descriptionShort', { min: 20 }))
      .max(limits.description, m('tooLong', { max: limits.description })),
    channel: choice(contactChannels, m),
    time: choice(contactTimes, m),
    topics: z.array(z.enum(helpTopics, { error: () => m('chooseTopic') })).min(1, m('chooseTopic')),
    size: choice(projectSizes, m),
  })
}

export type ConsultationInput = z.input<ReturnType<typeof consultationSchema>>
export type Consultation = z.output<ReturnType<typeof consultationSchema>>
export const consultationFields = ['fullName', 'email', 'phone', 'description', 'channel', 'time', 'topics', 'size'] as const
