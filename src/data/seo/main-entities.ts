import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { Job } from '@/data/content/jobs'
import type { Post } from '@/data/content/posts'
import { getShell } from '@/data/content/site'
import { jobDescriptionHtml } from '@/lib/seo/job-description'
import { pageUrl, uploadedShareImage } from './metadata'
import { blogPosting, jobPosting, personEntity } from '@/lib/seo/structured-data'
import { documentPath } from '@/lib/routes'
import type { Person } from '@/data/content/people'

/**
 * What a document's page is about, as JSON-LD, gathered from the content layer so that the views
 * only place it: the BlogPosting of a post, the JobPosting of an open job.
 */

/** A post's BlogPosting on its page in `locale`, its text's language named (`contentLocale`). */
export async function postPosting(locale: Locale, path: string, post: Post, contentLocale: Locale) {
  const { settings } = await getShell(locale)
  return blogPosting({
    url: pageUrl(path, locale),
    publisherName: settings.siteName ?? '',
    contentLocale,
    headline: post.title ?? '',
    description: post.seo?.description ?? post.excerpt,
    image: uploadedShareImage(post.seo?.image, post.cover) ?? post.cover?.url,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author?.name && post.author.slug ? { name: post.author.name, kind: post.author.kind ?? 'person', url: pageUrl(documentPath('authors', post.author.slug), locale) } : null,
    section: post.categories?.[0]?.title,
  })
}

/** A person's or team's page's main entity, in the language of its text. */
export function personOf(locale: Locale, path: string, { doc, profiles }: Person) {
  return personEntity({
    url: pageUrl(path, locale),
    name: doc.name ?? '',
    kind: doc.kind ?? 'person',
    role: doc.role,
    bio: doc.bio,
    image: uploadedShareImage(doc.photo) ?? doc.photo?.url,
    sameAs: profiles,
  })
}

/**
 * A job's JobPosting, or none for a closed posting (it keeps its page but is no longer offered to
 * job search). It speaks one language, its text's: English headings, organization and address
 * around an untranslated posting's English text on the Arabic page.
 */
export async function jobPostingOf(path: string, job: Job, contentLocale: Locale) {
  if (job.status === 'closed' || !job.postedAt) return undefined
  const [t, { settings }] = await Promise.all([getTranslations({ locale: contentLocale, namespace: 'Careers' }), getShell(contentLocale)])
  return jobPosting({
    url: pageUrl(path, contentLocale),
    title: job.title ?? '',
    descriptionHtml: jobDescriptionHtml(job, { requirements: t('requirements'), benefits: t('benefits') }),
    datePosted: job.postedAt,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    office: settings.offices?.find((office) => office?.slug === job.location) ?? null,
    organization: settings,
  })
}
