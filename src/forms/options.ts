/** The allowed values of the forms' choice fields (their labels are in the message files). */
export const contactChannels = ['email', 'phone', 'whatsapp'] as const
export type ContactChannel = (typeof contactChannels)[number]
/** The channel of a request that names none: every request has an e-mail address. */
export const defaultChannel = 'email' satisfies ContactChannel
/** The channels that reach the visitor by phone number: a request choosing one must give it. */
const phoneChannels: readonly ContactChannel[] = ['phone', 'whatsapp']
export const needsPhone = (channel: ContactChannel) => phoneChannels.includes(channel)
/** The channel a form value names, or the default one. */
export const channelOf = (value: string | undefined): ContactChannel => contactChannels.find((channel) => channel === value) ?? defaultChannel
export const contactTimes = ['morning', 'afternoon', 'evening'] as const
export const projectSizes = ['under-250k', '250k-1m', '1m-5m', 'over-5m', 'not-sure'] as const
export const helpTopics = [
  'ai-data-science',
  'big-data',
  'cloud-computing',
  'computer-vision',
  'iot',
  'machine-learning',
  'nlp',
  'health-tech',
  'fintech',
  'co-creation-of-smart-cities',
  'mobility',
] as const
export const hearAboutSources = ['linkedin', 'x', 'github', 'referral', 'event', 'university', 'search', 'other'] as const

/** Text limits of both forms: the schemas check them, the inputs' maxLength comes from them. */
export const limits = {
  name: 120,
  nameMin: 2,
  email: 254,
  /** As typed: room for spaces, dashes and brackets around the 15 digits E.164 allows. */
  phone: 25,
  description: 3000,
  descriptionMin: 20,
  summary: 2000,
  summaryMin: 30,
  url: 200,
  other: 120,
  cvBytes: 5 * 1024 * 1024,
} as const

/** The forms' fields in display order (focus goes to the first in error). */
export const consultationFields = ['fullName', 'email', 'description', 'channel', 'phone', 'time', 'size', 'topics'] as const
export const applicationFields = ['fullName', 'email', 'phone', 'source', 'sourceOther', 'github', 'summary', 'cv', 'consent'] as const
export type ConsultationField = (typeof consultationFields)[number]
export type ApplicationField = (typeof applicationFields)[number]

/** The CV types accepted: checked by name in the browser, by content on the server (cv.ts). */
export const cvExtensions = ['pdf', 'docx'] as const
export const cvMimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/**
 * Everything a form's request may carry, as the server reads it: each text part and its longest
 * sensible value, each multi-value part and its options. A part not named here is ignored and never
 * echoed back; values are cut at twice their limit (still "too long", never megabytes), and a
 * multi-value part keeps each option once. The production server bounds the request's parts and
 * bytes from the same shapes before the app reads a byte of it (formBodyBounds below).
 */
export type FormShape = { text: Readonly<Record<string, number>>; multi: Readonly<Record<string, readonly string[]>> }

/** The hidden parts both forms send: the signed start-time token and the honeypot. */
const hidden = { token: 256, website: 200 } as const
const choiceLength = 40

export const formShapes = {
  consultation: {
    text: { fullName: limits.name, email: limits.email, phone: limits.phone, description: limits.description, channel: choiceLength, time: choiceLength, size: choiceLength, ...hidden },
    multi: { topics: helpTopics },
  },
  application: {
    text: {
      fullName: limits.name,
      email: limits.email,
      phone: limits.phone,
      source: choiceLength,
      sourceOther: limits.other,
      github: limits.url,
      summary: limits.summary,
      consent: choiceLength,
      // The CV kept from an earlier attempt of this form instance (its id) and its file name.
      cvRef: 64,
      cvName: 255,
      ...hidden,
    },
    multi: {},
  },
} as const satisfies Record<string, FormShape>

export type FormName = keyof typeof formShapes

/**
 * The most a genuine submission of each form can be: its parts (every field, every option, the
 * file, and the few parts React adds for a server action) and its bytes (each text at four bytes a
 * character, each part's multipart head, the action's own fields, and the CV for the application).
 * Anything larger is not a person filling in the form and is refused before it is parsed.
 */
const actionParts = 8
const actionBytes = 16 * 1024
const partHeadBytes = 256

function boundsOf(shape: FormShape, files: { count: number; bytes: number }) {
  const texts = Object.values(shape.text)
  const options = Object.values(shape.multi).flat()
  const parts = texts.length + options.length + files.count + actionParts
  const bytes = texts.reduce((sum, max) => sum + max * 4, 0) + options.reduce((sum, option) => sum + option.length, 0) + parts * partHeadBytes + actionBytes + files.bytes
  return { parts, bytes }
}

export const formBodyBounds = {
  consultation: boundsOf(formShapes.consultation, { count: 0, bytes: 0 }),
  application: boundsOf(formShapes.application, { count: 1, bytes: limits.cvBytes }),
} as const satisfies Record<FormName, { parts: number; bytes: number }>
