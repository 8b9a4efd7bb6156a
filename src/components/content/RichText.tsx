import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { useTranslations } from 'next-intl'
import { CmsImage } from '@/components/media/CmsImage'
import type { Media } from '@/blocks/types'
import { classifyHref } from '@/lib/safe-url'

type Props = { data: unknown; className?: string; lang?: string; dir?: 'ltr' | 'rtl' }

const converters = (labels: { code: string }): JSXConvertersFunction => ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({
    internalDocToHref: () => '#',
  }),
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const url = (node.fields as { url?: string }).url
    const kind = classifyHref(url)
    if (kind === 'unsafe' || !url) return <span>{children}</span>
    const external = kind === 'external'
    return (
      <a href={url} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  },
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
      const { code, language } = node.fields as { code?: string; language?: string }
      // A named region in the tab order: a long line scrolls sideways, and keyboard users can scroll it.
      return (
        <pre data-language={language} role="region" aria-label={labels.code} tabIndex={0}>
          <code>{code}</code>
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
    <div className={className} lang={lang} dir={dir}>
      <LexicalRichText data={data as SerializedEditorState} converters={converters({ code: t('codeExample') })} disableContainer />
    </div>
  )
}
