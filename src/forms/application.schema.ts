import * as z from 'zod/mini'
import { contactFields, requiredText } from './consultation.schema'
import type { FormMessages } from './messages'
import { cvExtensions, hearAboutSources, limits } from './options'
import { cleanText, hasControlCharacters } from './text'

/** A GitHub profile: https://github.com/{user}, where a user name is 1–39 letters, digits or inner hyphens. */
const githubProfile = /^https:\/\/github\.com\/([A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38})\/?$/

/** What the browser can see of a file: its name and size. Its content is checked on the server. */
type FileLike = { name: string; size: number }
const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && typeof (value as FileLike).name === 'string' && typeof (value as FileLike).size === 'number'

/**
 * The CV field: required, at most 5 MB, named .pdf or .docx. The name is only a first filter for
 * a quick answer in the browser; the server decides by the file's content (see cv.ts).
 */
export function cvField(m: FormMessages) {
  return z.custom<FileLike>().check(
    z.superRefine((file, ctx) => {
      if (!isFileLike(file) || file.size === 0 || file.name === '') {
        ctx.addIssue({ code: 'custom', message: m('cvRequired') })
        return
      }
      if (file.size > limits.cvBytes) ctx.addIssue({ code: 'custom', message: m('cvTooLarge') })
      else if (!(cvExtensions as readonly string[]).includes(file.name.split('.').pop()?.toLowerCase() ?? '')) {
        ctx.addIssue({ code: 'custom', message: m('cvType') })
      }
    }),
  )
}

/** An optional trimmed text of at most `max` characters, without control characters; missing is ''. */
const optionalText = (m: FormMessages, max: number) =>
  z._default(
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.refine((value) => !hasControlCharacters(value), m('controlCharacters')), z.maxLength(max, m('tooLong', { max }))),
        z.transform((value) => cleanText(value).trim()),
      ),
    ),
    '',
  )

/** The career application (spec section 3), validated the same way in the browser and on the server. */
export function applicationSchema(m: FormMessages) {
  return z
    .object({
      ...contactFields(m),
      source: z.enum(hearAboutSources, { error: () => m('choose') }),
      sourceOther: optionalText(m, limits.other),
      github: z.pipe(
        optionalText(m, limits.url).check(z.refine((value) => value === '' || githubProfile.test(value), m('github'))),
        z.transform((value: string) => value.replace(/\/$/, '')),
      ),
      summary: requiredText(m, limits.summary, { length: limits.summaryMin, message: m('summaryShort', { min: limits.summaryMin }) }, true),
      consent: z.literal('yes', { error: () => m('consent') }),
      cv: cvField(m),
    })
    .check(
      z.superRefine(
        (data, ctx) => {
          if (data.source === 'other' && !data.sourceOther) {
            ctx.addIssue({ code: 'custom', path: ['sourceOther'], message: m('sourceOther') })
          }
        },
        // Also when other fields are in error, so every mistake is reported at once.
        { when: ({ value }) => typeof value === 'object' && value !== null },
      ),
    )
}

export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>
export type Application = z.output<ReturnType<typeof applicationSchema>>
/** In the order they appear in the form, so focus goes to the first one in error. */
