import { getTranslations } from 'next-intl/server'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { formatFileSize } from '@/lib/format'
import type { BlockProps } from '../types'

/** Each document as its title, a line on what it holds, and its size; the title downloads it. */
export async function DownloadsComponent({ block, locale, band }: BlockProps<'DownloadsBlock'>) {
  const t = await getTranslations({ locale, namespace: 'Downloads' })
  const documents = (block.documents ?? []).filter((doc) => doc?.url)
  return (
    <Section heading={block.heading} band={band}>
      <ul className="divide-y divide-line border-y border-line">
        {documents.map((doc) => (
          <li key={doc!.id} className="py-4">
            <a href={doc!.url!} download className="link text-lg font-semibold">
              {isolateLtr(doc!.title ?? doc!.filename ?? '')}
            </a>
            {doc!.description ? <p className="mt-1 text-slate">{isolateLtr(doc!.description)}</p> : null}
            <p className="mt-1 text-sm text-slate">{t('meta', { size: formatFileSize(doc!.filesize ?? 0, locale) })}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
