import 'server-only'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Text as HTML text: the characters that would start markup are escaped. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Lists as plain HTML. Payload's list converters write, for every item, an empty class and style, a
 * value and the whitespace of their template (and, in a checklist, a form control): a JobPosting's
 * description is read by search engines, not styled, and it travels in the page twice (the HTML and
 * its React payload).
 */
const plainLists: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  list: ({ node, nodesToHTML }) => {
    const tag = node.tag === 'ol' ? 'ol' : 'ul'
    const start = tag === 'ol' && node.start > 1 ? ` start="${node.start}"` : ''
    return `<${tag}${start}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
  },
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`,
})

type JobText = { summary?: string | null; description?: unknown; requirements?: unknown; benefits?: unknown }

/** A job's whole posting as HTML, as search engines want a JobPosting's description. */
export function jobDescriptionHtml(job: JobText, headings: { requirements: string; benefits: string }): string {
  const html = (data: unknown) => (data ? convertLexicalToHTML({ data: data as SerializedEditorState, disableContainer: true, converters: plainLists }) : '')
  return [
    job.summary ? `<p>${escapeHtml(job.summary)}</p>` : '',
    html(job.description),
    `<h2>${escapeHtml(headings.requirements)}</h2>`,
    html(job.requirements),
    job.benefits ? `<h2>${escapeHtml(headings.benefits)}</h2>${html(job.benefits)}` : '',
  ].join('')
}
