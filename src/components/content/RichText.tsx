import type { ReactNode } from 'react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { useTranslations } from 'next-intl'
import { CmsImage } from '@/components/media/CmsImage'
import { isolateRtl, renderPiece } from './Ltr'
import { SiteLink } from '@/components/SiteLink'
import type { Media } from '@/data/content/fragments'
import { ltrRuns } from '@/lib/bidi'
import { classifyHref } from '@/lib/safe-url'
import { routeOfCollection } from '@/lib/routes'

type Props = { data: unknown; className?: string; lang?: string; dir?: 'ltr' | 'rtl' }


type LinkFields = { url?: string; linkType?: 'custom' | 'internal'; doc?: { relationTo?: string; value?: { slug?: string | null; url?: string | null } | number | string } }

/** Where a rich-text link leads: its URL, or for a link to a document, that document's page. */
function linkHref({ url, linkType, doc }: LinkFields): string | undefined {
  if (linkType !== 'internal') return url
  // The documents an editor can link to are those with a page (lib/routes.ts).
  const route = routeOfCollection(doc?.relationTo)
  const slug = typeof doc?.value === 'object' ? doc.value?.slug : undefined
  return route && slug ? `${route.base}/${slug}` : undefined
}

/** A link from the content through the site's link component. */
function ContentLink({ fields, children }: { fields: unknown; children: ReactNode }) {
  const { doc } = fields as LinkFields
  // A link to a document of the library downloads its file (ADR 040).
  if (doc?.relationTo === 'documents' && typeof doc.value === 'object' && doc.value?.url?.startsWith('/api/documents/file/')) {
    return (
      <a href={doc.value.url} download>
        {children}
      </a>
    )
  }
  const href = linkHref(fields as LinkFields)
  // An editor who writes an http(s) link in the content means to link out: that is the explicit
  // permission SiteLink asks for. Script URLs are still refused and rendered as plain text.
  return (
    <SiteLink href={href} external={classifyHref(href) === 'external'}>
      {children}
    </SiteLink>
  )
}

type ListChild = { value?: number }

/** Lexical's format bit for inline code (NodeFormat.IS_CODE). */
const inlineCode = 1 << 4

/**
 * The number a browser gives an item of an `<ol>` without a number of its own: one more than the
 * item before it, which shows its own number whether written or counted (an item holding a nested
 * list writes it, and Lexical gives the item after it the same one). The first item is 1.
 */
function countedNumber(list: { children?: ListChild[] }, item: ListChild): number {
  const siblings = list.children ?? []
  const index = siblings.indexOf(item)
  if (index === 0) return 1
  const before = siblings[index - 1]?.value
  return before === undefined ? Number.NaN : before + 1
}

const converters = (labels: { code: string }): JSXConvertersFunction => ({ defaultConverters }) => ({
  ...defaultConverters,
  // Left-to-right runs in Arabic text (phone numbers, emails, hours, codes) are isolated, numbers
  // and codes kept on one line (lib/bidi.ts), as in plain text (Ltr.tsx). Inline code is a
  // left-to-right island in any text, its Arabic runs isolated in turn.
  text: (args) => {
    const render = defaultConverters.text as (a: typeof args) => ReactNode
    if (args.node.format & inlineCode) {
      const node = { ...args.node, format: args.node.format & ~inlineCode }
      return <code dir="ltr">{isolateRtl(node.text, (text) => render({ ...args, node: { ...node, text } }))}</code>
    }
    const pieces = ltrRuns(args.node.text)
    if (pieces.length === 1 && !pieces[0]?.ltr && !pieces[0]?.nowrap) return render(args)
    return pieces.map((piece, i) => renderPiece(piece, i, render({ ...args, node: { ...args.node, text: piece.text } })))
  },
  // A list's item without Payload's empty class, unset style and number: each costs the page in the
  // HTML and in the React payload (ADR 011). A numbered item keeps its number only where the
  // browser's own count would differ (a list that starts later); checklists and items holding a
  // nested list keep Payload's rendering.
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    const list = 'listType' in parent ? (parent as { listType?: string; children?: ListChild[] }) : undefined
    const plain = list?.listType === 'bullet' || (list?.listType === 'number' && node.value === countedNumber(list, node))
    if (!plain || node.children.some((child) => child.type === 'list')) return (defaultConverters.listitem as (a: typeof args) => ReactNode)(args)
    return <li>{nodesToJSX({ nodes: node.children })}</li>
  },
  link: ({ node, nodesToJSX }) => <ContentLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</ContentLink>,
  autolink: ({ node, nodesToJSX }) => <ContentLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</ContentLink>,
  upload: ({ node }: { node: { value: unknown } }) => {
    const media = node.value as Media | number
    if (typeof media !== 'object') return null
    return (
      <figure>
        <CmsImage media={media} sizes="(min-width: 768px) 44rem, 100vw" className="w-full" />
      </figure>
    )
  },
  blocks: {
    Code: ({ node }: { node: { fields: unknown } }) => {
      const { code } = node.fields as { code?: string }
      // A named region in the tab order: a long line scrolls sideways, and keyboard users can scroll it.
      // Code reads left to right on an Arabic page too; its Arabic strings stay in their places.
      return (
        <pre dir="ltr" role="region" aria-label={labels.code} tabIndex={0}>
          <code>{isolateRtl(code ?? '')}</code>
        </pre>
      )
    },
  },
})

/** Rich text from the CMS; links are checked (no script URLs), images use the site's image component. */
export function RichText({ data, className = 'prose-content', lang, dir }: Props) {
  const t = useTranslations('RichText')
  if (!data || typeof data !== 'object') return null
  return (
    <div className={className} {...(lang && { lang })} {...(dir && { dir })}>
      <LexicalRichText data={data as SerializedEditorState} converters={converters({ code: t('codeExample') })} disableContainer />
    </div>
  )
}

/**
 * Whether rich text opens with a heading of its own: a section around it then needs no visible
 * heading above it (an empty-looking "About the role" over "About the team").
 */
export function opensWithHeading(data: unknown): boolean {
  const first = (data as { root?: { children?: { type?: string }[] } } | null)?.root?.children?.[0]
  return first?.type === 'heading'
}
