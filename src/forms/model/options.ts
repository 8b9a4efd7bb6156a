/** The allowed values of the forms' choice fields (their labels are in the message files). */
export const contactChannels = ['email', 'phone', 'whatsapp'] as const
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
export const consultationFields = ['fullName', 'email', 'phone', 'description', 'channel', 'time', 'topics', 'size'] as const
export const applicationFields = ['fullName', 'email', 'phone', 'source', 'sourceOther', 'github', 'summary', 'cv', 'consent'] as const
export type ConsultationField = (typeof consultationFields)[number]
export type ApplicationField = (typeof applicationFields)[number]

/** The CV types accepted: checked by name in the browser, by content on the server (cv.ts). */
export const cvExtensions = ['pdf', 'docx'] as const
export const cvMimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const
