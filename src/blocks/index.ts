import type { Block } from 'payload'
import { CallToActionBlock } from './CallToAction/config'
import { CaseStudyCardsBlock } from './CaseStudyCards/config'
import { DownloadsBlock } from './Downloads/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { HeroBlock } from './Hero/config'
import { LatestPostsBlock } from './LatestPosts/config'
import { LogoStripBlock } from './LogoStrip/config'
import { OfficesBlock } from './Offices/config'
import { PeopleBlock } from './People/config'
import { RichTextBlock } from './RichTextBlock/config'
import { SolutionCardsBlock } from './SolutionCards/config'
import { StatsBlock } from './Stats/config'
import { StepsBlock } from './Steps/config'
import { TestimonialsBlock } from './Testimonials/config'

/** Every block an editor can place on a page, a solution or a page-like global. */
export const layoutBlocks: Block[] = [
  HeroBlock,
  FeatureGridBlock,
  StepsBlock,
  StatsBlock,
  CallToActionBlock,
  RichTextBlock,
  FaqBlock,
  CaseStudyCardsBlock,
  LogoStripBlock,
  TestimonialsBlock,
  PeopleBlock,
  SolutionCardsBlock,
  OfficesBlock,
  LatestPostsBlock,
  DownloadsBlock,
]
