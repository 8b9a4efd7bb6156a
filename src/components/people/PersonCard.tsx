import { isolateLtr } from '@/components/content/Ltr'
import { getImageProps } from 'next/image'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteLink } from '@/components/SiteLink'
import type { PersonCard as Person } from '@/data/content/people'
import type { Locale } from '@/i18n/locales'
import { untranslatedAttrs } from '@/lib/fallback'
import { documentPath } from '@/lib/routes'

/** The first letters of a name's first and last words (Arabic letters too): shown without a photo. */
function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => (word ? Array.from(word)[0] : ''))
  return letters.join('')
}

type PortraitProps = { person: Pick<Person, 'name' | 'photo'>; sizes: string; className?: string; priority?: boolean }

/**
 * A person's photo or a team's artwork, square; without one, their initials on the brand's sand.
 * Decorative: the name is always written beside it. Large and above the fold on their own page.
 */
export function PersonPortrait({ person, sizes, className = '', priority = false }: PortraitProps) {
  return (
    <span className={['person-portrait', className].filter(Boolean).join(' ')}>
      {person.photo?.url ? (
        <CmsImage media={person.photo} sizes={sizes} aspectRatio="1 / 1" priority={priority} decorative />
      ) : (
        <span aria-hidden="true">{initials(person.name)}</span>
      )}
    </span>
  )
}

/**
 * A small round portrait in a list: one native lazy image at its one size (and twice that for dense
 * screens), not the lazy image component, whose props and fallback copy a list would carry per card
 * in its HTML (ADR 011).
 */
function Thumbnail({ person }: { person: Pick<Person, 'name' | 'photo'> }) {
  const photo = person.photo
  if (!photo?.url) {
    return (
      <span className="person-portrait" aria-hidden="true">
        {initials(person.name)}
      </span>
    )
  }
  const { props } = getImageProps({ src: photo.url, alt: '', width: 80, height: 80 })
  return (
    <img
      className="person-portrait"
      src={props.src}
      // One width serves both densities (the optimiser's smallest is wider than twice 80 px).
      {...(props.srcSet?.includes(',') && { srcSet: props.srcSet })}
      width={80}
      height={80}
      alt=""
      loading="lazy"
      {...(photo.placeholderColor && { style: { backgroundColor: photo.placeholderColor } })}
    />
  )
}

/** A person or team in a list: portrait, name (the card's link to their page) and role. */
export function PersonCardView({ person, locale, headingLevel: Heading = 'h3' }: { person: Person; locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  const shownIn = untranslatedAttrs(person.missingTranslations, locale)
  return (
    <article className="card group person-card">
      <Thumbnail person={person} />
      <div>
        <Heading>
          <SiteLink href={documentPath('authors', person.slug ?? '')} className="card-link" {...shownIn}>
            {isolateLtr(person.name)}
          </SiteLink>
        </Heading>
        {person.role ? <p {...shownIn}>{isolateLtr(person.role)}</p> : null}
      </div>
    </article>
  )
}
