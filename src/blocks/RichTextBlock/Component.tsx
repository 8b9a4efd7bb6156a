import { RichText } from '@/components/content/RichText'
import type { BlockProps } from '../types'

export function RichTextComponent({ block }: BlockProps<'RichTextBlock'>) {
  return (
    <section className="container-page my-14 md:my-20">
      {block.heading ? <h2 className="mb-6 text-3xl font-bold">{block.heading}</h2> : null}
      <RichText data={block.richBody} />
    </section>
  )
}
