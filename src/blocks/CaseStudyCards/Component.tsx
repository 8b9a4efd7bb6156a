import { getTranslations } from 'next-intl/server'
import { CaseStudyGrid } from '@/components/content/CaseStudyTeaser'
import { Section } from '@/components/content/Section'
import { asTeasers, getCaseStudies } from '@/data/content/case-studies'
import type { BlockProps } from '../types'

/** Case studies chosen by the editor (none chosen: all of them) as teasers leading to their pages. */
export async function CaseStudyCardsComponent({ block, locale, band }: BlockProps<'CaseStudyCardsBlock'>) {
  const t = await getTranslations({ locale, namespace: 'CaseStudy' })
  const chosen = (block.caseStudies ?? []).filter((s) => s !== null)
  const studies = chosen.length > 0 ? asTeasers(chosen, locale) : await getCaseStudies(locale)
  return (
    <Section
      heading={block.heading}
      intro={block.intro}
      band={band}
      action={{ href: '/case-studies', label: t('all') }}
    >
      <CaseStudyGrid studies={studies} />
    </Section>
  )
}
