import type { ResultOf } from '@/lib/graphql/graphql'
import type { LayoutBlocks } from '@/data/content/fragments'
import type { Locale } from '@/i18n/locales'

export type LayoutBlock = ResultOf<typeof LayoutBlocks>
type BlockOf<T extends LayoutBlock['__typename']> = Extract<LayoutBlock, { __typename: T }>
export type BlockProps<T extends LayoutBlock['__typename']> = {
  block: BlockOf<T>
  locale: Locale
  /** The page's first block: its heading is the page's title. */
  first: boolean
  /** On a tinted band (RenderBlocks decides, so that bands and plain sections alternate). */
  band: boolean
}
