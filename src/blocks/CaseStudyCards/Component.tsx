import { getTranslations } from 'next-intl/server'
import { CaseStudyGrid } from '@/components/content/CaseStudyTeaser'
import { Section } from '@/components/content/Section'
import { Icon } from '@/components/Icon/Icon'
import { SiteLink } from '@/components/SiteLink'
import { getCaseStudies } from '@/lib/content/case-studies'
import { untranslatedAttrs } from '@/lib/fallback'
import type { BlockProps } from '../types'

/** Case studies chosen by the editor (none chosen: all of them) as teasers leading to their pages. */
export async function CaseStudyCardsComponent({ block, locale, band }: BlockProps<'CaseStudyCardsBlock'>) {
  const t = await getTranslations({ locale, namespace: 'CaseStudy' })
  const chosen = (block.caseStudies ?? []).filter((s) => s !== null)
  // A case study not written in this language yet shows the default language's text, marked as such.
  const studies = (chosen.length > 0 ? chosen : await getCaseStudies(locale)).map((s) => ({ ...s, shownIn: untranslatedAttrs(s.missingTranslations, locale) }))
  return (
    <Section
      heading={block.heading}
      intro={block.intro}
      band={band}
      action={
        <SiteLink href="/case-studies" className="link inline-flex min-h-6 shrink-0 items-center gap-1.5 font-semibold">
          {t('all')}
          <Icon name="arrow-forward" className="size-4" />
        </SiteLink>
      }
    >
      <CaseStudyGrid studies={studies} />
    </Section>
  )
}
