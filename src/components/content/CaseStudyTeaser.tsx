import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { CaseStudyTeaser as Teaser } from '@/data/content/case-studies'
import { classProps, gridColumns, gridLayout } from '@/lib/grid'
import { documentPath } from '@/lib/routes'
import { isolateLtr } from './Ltr'

type Props = {
  study: Teaser
  headingLevel?: 'h2' | 'h3'
  /** Alone in its list: a wide card, the image beside the text. */
  wide?: boolean
  /** With its image on top (the case studies' own page). */
  pictured?: boolean
  /** Its image loads at once, with high priority (the first of a list that opens its page). */
  priority?: boolean
}

/**
 * A case study in a list: its sector, its headline number and what it measures, its title (the
 * link to its page, stretched over the card) and its client. Alone in its list it is a wide card
 * with the study's image beside the text.
 */
function CaseStudyTeaser({ study, headingLevel: Heading = 'h3', wide = false, pictured = false, priority = false }: Props) {
  return (
    // Its text's box, figure and client line are styled from .teaser (content.css).
    <article className={`card group teaser ${wide ? 'teaser-wide' : 'flex flex-col'}`}>
      {wide ? (
        <CmsImage media={study.image} sizes="(min-width: 768px) 36rem, 100vw" aspectRatio="16 / 10" priority={priority} decorative className="h-full w-full object-cover" />
      ) : pictured ? (
        <CmsImage media={study.image} sizes="(min-width: 1024px) 36rem, 100vw" aspectRatio="16 / 9" priority={priority} decorative className="h-auto w-full object-cover" />
      ) : null}
      <div>
        <p className="eyebrow" {...study.shownIn}>
          {isolateLtr(study.sector)}
        </p>
        {study.metric?.value ? (
          <p className="figure teaser-figure">{isolateLtr(study.metric.value)}</p>
        ) : null}
        {study.metric?.label ? <p className="mt-2 text-slate" {...study.shownIn}>{isolateLtr(study.metric.label)}</p> : null}
        <Heading className="teaser-title" {...study.shownIn}>
          <SiteLink href={documentPath('case-studies', study.slug ?? '')} className="card-link">
            {isolateLtr(study.title)}
          </SiteLink>
        </Heading>
        <p {...study.shownIn}>
          {isolateLtr(study.client)}
        </p>
      </div>
    </article>
  )
}

/** Case studies as teasers, as many to a row as leaves none alone; one alone is a wide card. */
export function CaseStudyGrid({ studies, headingLevel, pictured = false }: { studies: Teaser[]; headingLevel?: 'h2' | 'h3'; pictured?: boolean }) {
  const grid = gridLayout(studies.length, pictured ? gridColumns.pairs : gridColumns.teasers)
  return (
    <ul className={`${grid.list} gap-5`} data-grid>
      {studies.map((study, i) => (
        <li key={study.id} {...classProps(grid.item(i))}>
          {/* A pictured list opens its page: its first image is what a phone shows largest first. */}
          <CaseStudyTeaser study={study} headingLevel={headingLevel} wide={studies.length === 1} pictured={pictured} priority={pictured && i === 0} />
        </li>
      ))}
    </ul>
  )
}
