import 'server-only'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Text as HTML text: the characters that would start markup are escaped. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type JobText = { summary?: string | null; description?: unknown; requirements?: unknown; benefits?: unknown }

/** A job's whole posting as HTML, as search engines want a JobPosting's description. */
export function jobDescriptionHtml(job: JobText, headings: { requirements: string; benefits: string }): string {
  const html = (data: unknown) => (data ? convertLexicalToHTML({ data: data as SerializedEditorState, disableContainer: true }) : '')
  return [
    job.summary ? `<p>${escapeHtml(job.summary)}</p>` : '',
    html(job.description),
    `<h2>${escapeHtml(headings.requirements)}</h2>`,
    html(job.requirements),
    job.benefits ? `<h2>${escapeHtml(headings.benefits)}</h2>${html(job.benefits)}` : '',
  ].join('')
}
