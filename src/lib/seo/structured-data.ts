import type { BlogPosting, BreadcrumbList, Graph, JobPosting, Organization, Person, Place, PostalAddress, Thing, WebPage, WebSite } from 'schema-dts'
import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import type { EmploymentType } from '@/lib/job-options'
import { clockTime, daysOf, type OpeningHoursRow } from '@/lib/opening-hours'
import { absoluteUrl } from './urls'

/**
 * schema.org JSON-LD for search engines, built from CMS content (site settings, posts, jobs) and
 * localized: names and addresses in the page's language, `inLanguage` on the site, page and post.
 * Pure functions: the content layer's values in, schema.org nodes out (main-entities.ts gathers
 * what a document's page needs).
 */

type Office = {
  slug?: string | null
  city?: string | null
  name?: string | null
  address?: string | null
  phone?: string | null
  email?: string | null
  mapUrl?: string | null
  openingHours?: readonly (OpeningHoursRow | null)[] | null
}

export type OrganizationSource = {
  siteName?: string | null
  description?: string | null
  email?: string | null
  phone?: string | null
  social?: readonly ({ url?: string | null } | null)[] | null
  offices?: readonly (Office | null)[] | null
  company?: { legalName?: string | null; vatNumber?: string | null } | null
}

/** Both offices are in Saudi Arabia; the settings hold each office's address as one line of text. */
const officeCountry = 'SA'

const organizationId = `${absoluteUrl('/')}#organization`
const websiteId = (locale: Locale) => `${absoluteUrl(localizePath('/', locale))}#website`
const webPageId = (url: string) => `${url}#webpage`
const logoUrl = absoluteUrl('/brand/icon-512.png')

function postalAddress(office: Office): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(office.name ? { name: office.name } : {}),
    ...(office.address ? { streetAddress: office.address } : {}),
    ...(office.city ? { addressLocality: office.city } : {}),
    addressCountry: officeCountry,
    ...(office.phone ? { telephone: office.phone } : {}),
    ...(office.email ? { email: office.email } : {}),
  }
}

const schemaDays = { sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday' } as const

/** An office as a place: its address, its map and the hours it is open (closed days are left out). */
function place(office: Office): Place {
  const open = (office.openingHours ?? []).filter((row): row is OpeningHoursRow & { opens: string; closes: string } => Boolean(row?.opens && row.closes))
  return {
    '@type': 'Place',
    ...(office.name ? { name: office.name } : {}),
    address: postalAddress(office),
    ...(office.mapUrl ? { hasMap: office.mapUrl } : {}),
    ...(open.length
      ? {
          openingHoursSpecification: open.map((row) => ({
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: daysOf(row).map((day) => schemaDays[day]),
            opens: clockTime(row.opens),
            closes: clockTime(row.closes),
          })),
        }
      : {}),
  }
}

const officesOf = (settings: OrganizationSource) => (settings.offices ?? []).filter((o): o is Office => Boolean(o))

export function organization(settings: OrganizationSource, locale: Locale): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: settings.siteName ?? '',
    ...(settings.company?.legalName ? { legalName: settings.company.legalName } : {}),
    ...(settings.company?.vatNumber ? { vatID: settings.company.vatNumber } : {}),
    url: absoluteUrl(localizePath('/', locale)),
    logo: { '@type': 'ImageObject', url: logoUrl, width: '512', height: '512' },
    ...(settings.description ? { description: settings.description } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    address: officesOf(settings).map(postalAddress),
    location: officesOf(settings).map(place),
    sameAs: (settings.social ?? []).flatMap((s) => (s?.url ? [s.url] : [])),
  }
}

export function website(settings: OrganizationSource, locale: Locale): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: settings.siteName ?? '',
    ...(settings.company?.legalName ? { legalName: settings.company.legalName } : {}),
    ...(settings.company?.vatNumber ? { vatID: settings.company.vatNumber } : {}),
    url: absoluteUrl(localizePath('/', locale)),
    inLanguage: getLocale(locale).iso,
    publisher: { '@id': organizationId },
    ...(settings.description ? { description: settings.description } : {}),
  }
}

export type Crumb = { name: string; path: string }

/** Home, then each level down to the page itself; URLs absolute, in the page's language. */
export function breadcrumbList(locale: Locale, url: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizePath(crumb.path, locale)),
    })),
  }
}

type PageSource = {
  locale: Locale
  /** The page's canonical URL. */
  url: string
  name: string
  description?: string | null
  /** The language of the page's main text (the fallback's, when the translation is missing). */
  contentLocale?: Locale
  crumbs?: readonly Crumb[]
  mainEntity?: string
  /** A page about one person or team (schema.org's ProfilePage). */
  profile?: boolean
}

export function webPage({ locale, url, name, description, contentLocale = locale, crumbs, mainEntity, profile = false }: PageSource): WebPage {
  return {
    '@type': profile ? 'ProfilePage' : 'WebPage',
    '@id': webPageId(url),
    url,
    name,
    ...(description ? { description } : {}),
    inLanguage: getLocale(contentLocale).iso,
    isPartOf: { '@id': websiteId(locale) },
    ...(crumbs && crumbs.length > 1 ? { breadcrumb: { '@id': `${url}#breadcrumb` } } : {}),
    ...(mainEntity ? { mainEntity: { '@id': mainEntity } } : {}),
  }
}

type PostSource = {
  url: string
  publisherName: string
  contentLocale: Locale
  headline: string
  description?: string | null
  image?: string | null
  datePublished?: string | null
  dateModified?: string | null
  author?: Byline | null
  section?: string | null
}

/** Who signed a post: a person or one of the lab's teams, with their page. */
type Byline = { name: string; kind: 'person' | 'team'; url: string }

const personId = (url: string) => `${url}#person`

/** A person (of the lab) or a team (an organization within the lab), as the byline names them. */
function bylineEntity(byline: Byline): Person | Organization {
  // Named and linked only (its page's graph says the rest): every post carries it (ADR 011).
  const node = { name: byline.name, url: byline.url }
  return byline.kind === 'team' ? { '@type': 'Organization', ...node } : { '@type': 'Person', ...node }
}

type PersonSource = Byline & {
  role?: string | null
  bio?: string | null
  image?: string | null
  sameAs: readonly string[]
}

/** The main entity of a person's or team's page: who they are, where else they are, whose they are. */
export function personEntity(person: PersonSource): (Person | Organization) & { '@id': string } {
  const details = {
    '@id': personId(person.url),
    name: person.name,
    url: person.url,
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.image ? { image: absoluteUrl(person.image) } : {}),
    ...(person.sameAs.length > 0 ? { sameAs: [...person.sameAs] } : {}),
  }
  return person.kind === 'team'
    ? { '@type': 'Organization', ...details, ...(person.role ? { knowsAbout: person.role } : {}), parentOrganization: { '@id': organizationId } }
    : { '@type': 'Person', ...details, ...(person.role ? { jobTitle: person.role } : {}), worksFor: { '@id': organizationId } }
}

export function blogPosting(post: PostSource): BlogPosting & { '@id': string } {
  return {
    '@type': 'BlogPosting',
    '@id': `${post.url}#article`,
    headline: post.headline,
    ...(post.description ? { description: post.description } : {}),
    url: post.url,
    mainEntityOfPage: { '@id': webPageId(post.url) },
    inLanguage: getLocale(post.contentLocale).iso,
    ...(post.image ? { image: [absoluteUrl(post.image)] } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    ...(post.dateModified ?? post.datePublished ? { dateModified: post.dateModified ?? post.datePublished ?? undefined } : {}),
    author: post.author ? bylineEntity(post.author) : { '@id': organizationId },
    publisher: { '@type': 'Organization', '@id': organizationId, name: post.publisherName, logo: { '@type': 'ImageObject', url: logoUrl } },
    ...(post.section ? { articleSection: post.section } : {}),
  }
}

/** The stored employment types (lib/job-options), spelled as search engines expect them. */
const employmentTypes: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
}

type JobSource = {
  url: string
  title: string
  /** The full description as HTML. */
  descriptionHtml: string
  datePosted: string
  validThrough?: string | null
  employmentType: EmploymentType
  office: Office | null
  organization: OrganizationSource
}

export function jobPosting(job: JobSource): JobPosting & { '@id': string } {
  const type = employmentTypes[job.employmentType]
  return {
    '@type': 'JobPosting',
    '@id': `${job.url}#job`,
    title: job.title,
    description: job.descriptionHtml,
    url: job.url,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId,
      name: job.organization.siteName ?? '',
      sameAs: absoluteUrl('/'),
      logo: logoUrl,
    },
    jobLocation: { '@type': 'Place', address: postalAddress(job.office ?? {}) },
    directApply: true,
  }
}

/** One `@graph` per page, so nodes can refer to each other by `@id`. */
export function graph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that no content (a title
 * holding `</script>`) can end the script element; U+2028/2029 for old parsers.
 */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
