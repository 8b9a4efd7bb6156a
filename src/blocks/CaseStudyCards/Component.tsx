import { getTranslations } from 'next-intl/server'
import { Section } from '@/components/content/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { getCaseStudies } from '@/lib/content/case-studies'
import type { BlockProps } from '../types'
import { untranslatedAttrs } from '@/lib/fallback'

export async function CaseStudyCardsComponent({ block, locale }: BlockProps<'CaseStudyCardsBlock'>) {
  const t = await getTranslations({ locale, namespace: 'CaseStudy' })
  const chosen = (block.caseStudies ?? []).filter((s) => s !== null)
  // A case study not written in this language yet shows the default language's text, marked as such.
  const studies = (chosen.length > 0 ? chosen : await getCaseStudies(locale)).map((s) => ({ ...s, shownIn: untranslatedAttrs(s.missingTranslations, locale) }))
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {studies.map((study) => (
          <li key={study.id} className="card flex flex-col overflow-hidden">
            <CmsImage media={study.image} sizes="(min-width: 768px) 36rem, 100vw" aspectRatio="16 / 9" className="h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <p className="eyebrow" {...study.shownIn}>{study.sector}</p>
              <h3 className="mt-2 text-xl font-semibold" {...study.shownIn}>{study.title}</h3>
              <p className="mt-1 text-sm text-slate">
                <span className="font-semibold">{t('client')}:</span> <span {...study.shownIn}>{study.client}</span>
              </p>
              <dl className="mt-4 space-y-3 text-[0.95rem]">
                <div>
                  <dt className="font-semibold">{t('problem')}</dt>
                  <dd className="text-slate" {...study.shownIn}>{study.problem}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('approach')}</dt>
                  <dd className="text-slate" {...study.shownIn}>{study.approach}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('result')}</dt>
                  <dd className="text-slate" {...study.shownIn}>{study.result}</dd>
                </div>
              </dl>
              {study.metric?.value ? (
                <p className="mt-auto flex items-baseline gap-3 border-t border-line pt-4">
                  <span className="text-3xl font-bold text-teal">
                    <bdi>{study.metric.value}</bdi>
                  </span>
                  <span className="text-sm text-slate" {...study.shownIn}>{study.metric.label}</span>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
