import { getTranslations } from 'next-intl/server'
import { isolateLtr } from '@/components/content/Ltr'
import { Section } from '@/components/content/Section'
import { CmsImage } from '@/components/media/CmsImage'
import { getCaseStudies } from '@/lib/content/case-studies'
import { gridColumns, gridLayout } from '@/lib/grid'
import type { BlockProps } from '../types'

export async function CaseStudyCardsComponent({ block, locale }: BlockProps<'CaseStudyCardsBlock'>) {
  const t = await getTranslations({ locale, namespace: 'CaseStudy' })
  const chosen = (block.caseStudies ?? []).filter((s) => s !== null)
  const studies = chosen.length > 0 ? chosen : await getCaseStudies(locale)
  const grid = gridLayout(studies.length, gridColumns.pairs)
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ul className={`${grid.list} gap-6`} data-grid>
        {studies.map((study, i) => (
          <li key={study.id} className={`card flex flex-col overflow-hidden ${grid.item(i)}`}>
            <CmsImage media={study.image} sizes="(min-width: 768px) 36rem, 100vw" aspectRatio="16 / 9" className="h-auto w-full object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <p className="eyebrow">{isolateLtr(study.sector)}</p>
              <h3 className="mt-2 text-xl font-semibold">{isolateLtr(study.title)}</h3>
              <p className="mt-1 text-sm text-slate">
                <span className="font-semibold">{t('client')}:</span> {isolateLtr(study.client)}
              </p>
              <dl className="mt-4 space-y-3 text-[0.95rem]">
                <div>
                  <dt className="font-semibold">{t('problem')}</dt>
                  <dd className="text-slate">{isolateLtr(study.problem)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('approach')}</dt>
                  <dd className="text-slate">{isolateLtr(study.approach)}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{t('result')}</dt>
                  <dd className="text-slate">{isolateLtr(study.result)}</dd>
                </div>
              </dl>
              {study.metric?.value ? (
                <p className="mt-auto flex items-baseline gap-3 border-t border-line pt-4">
                  <span className="figure text-3xl font-bold text-teal">{isolateLtr(study.metric.value)}</span>
                  <span className="text-sm text-slate">{isolateLtr(study.metric.label)}</span>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
