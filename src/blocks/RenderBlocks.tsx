import { Fragment, type ComponentType } from 'react'
import type { Locale } from '@/i18n/locales'
import { CallToActionComponent } from './CallToAction/Component'
import { CaseStudyCardsComponent } from './CaseStudyCards/Component'
import { DownloadsComponent } from './Downloads/Component'
import { FaqComponent } from './Faq/Component'
import { FeatureGridComponent } from './FeatureGrid/Component'
import { HeroComponent } from './Hero/Component'
import { LatestPostsComponent } from './LatestPosts/Component'
import { LogoStripComponent } from './LogoStrip/Component'
import { OfficesComponent } from './Offices/Component'
import { PeopleComponent } from './People/Component'
import { RichTextComponent } from './RichTextBlock/Component'
import { SolutionCardsComponent } from './SolutionCards/Component'
import { StatsComponent } from './Stats/Component'
import { StepsComponent } from './Steps/Component'
import { TestimonialsComponent } from './Testimonials/Component'
import { bands } from './bands'
import type { BlockProps, LayoutBlock } from './types'

type Registry = { [T in LayoutBlock['__typename']]: ComponentType<BlockProps<T>> }

/** One typed map from a block's type to the component that renders it. */
const components: Registry = {
  HeroBlock: HeroComponent,
  FeatureGridBlock: FeatureGridComponent,
  StepsBlock: StepsComponent,
  StatsBlock: StatsComponent,
  CallToActionBlock: CallToActionComponent,
  RichTextBlock: RichTextComponent,
  FaqBlock: FaqComponent,
  CaseStudyCardsBlock: CaseStudyCardsComponent,
  LogoStripBlock: LogoStripComponent,
  TestimonialsBlock: TestimonialsComponent,
  PeopleBlock: PeopleComponent,
  SolutionCardsBlock: SolutionCardsComponent,
  OfficesBlock: OfficesComponent,
  LatestPostsBlock: LatestPostsComponent,
  DownloadsBlock: DownloadsComponent,
}

function render<T extends LayoutBlock['__typename']>(block: Extract<LayoutBlock, { __typename: T }>, locale: Locale, first: boolean, band: boolean) {
  const Component = components[block.__typename as T] as ComponentType<BlockProps<T>>
  return <Component block={block} locale={locale} first={first} band={band} />
}

export function RenderBlocks({ blocks, locale, headingIsPageTitle = true }: { blocks: readonly (LayoutBlock | null)[] | null | undefined; locale: Locale; headingIsPageTitle?: boolean }) {
  const list = blocks ?? []
  const band = bands(list)
  // No wrapper element per block, and index keys: the page's blocks in its order, never reordered
  // in the browser (each wrapper and id would be carried in the HTML and the payload, ADR 011).
  return <>{list.map((block, index) => (block ? <Fragment key={index}>{render(block, locale, headingIsPageTitle && index === 0, band[index] ?? false)}</Fragment> : null))}</>
}
