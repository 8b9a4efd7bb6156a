import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PostGrid } from '@/components/blog/PostCard'
import { isolateLtr } from '@/components/content/Ltr'
import { PageHeader } from '@/components/content/PageHeader'
import { Section } from '@/components/content/Section'
import { PersonPortrait } from '@/components/people/PersonCard'
import { SiteLink } from '@/components/SiteLink'
import { PageJsonLd } from '@/components/seo/PageJsonLd'
import { documentSlugs } from '@/data/seo/site-pages'
import { getPerson } from '@/data/content/people'
import { personOf } from '@/data/seo/main-entities'
import { fallbackAttrs } from '@/lib/fallback'
import { documentPath } from '@/lib/routes'
import { redirectOrNotFound } from './missing'
import { defineRoute } from './route'

/** A profile's address as a reader recognises it: its host, without `www.` (linkedin.com). */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** A person or a team of the lab: who they are, where else to find them, and what they wrote. */
export const personRoute = defineRoute<{ slug: string }>((locale) => ({
  async Page({ params }) {
    setRequestLocale(locale)
    const { slug } = await params
    const path = documentPath('authors', slug)
    const person = await getPerson(locale, slug)
    if (!person) return redirectOrNotFound(locale, path)
    const { doc, own, contentLocale, posts, profiles } = person
    const [t, tl] = await Promise.all([getTranslations({ locale, namespace: 'People' }), getTranslations({ locale, namespace: 'Layout' })])
    const name = doc.name ?? ''
    return (
      <article>
        <PageJsonLd
          locale={locale}
          path={path}
          name={name}
          description={doc.bio}
          contentLocale={contentLocale}
          crumbs={[{ name: tl('home'), path: '/' }, { name: tl('about'), path: '/about' }, { name, path }]}
          main={personOf(locale, path, person)}
          profile
        />
        <PageHeader
          eyebrow={
            <SiteLink href="/about" className="inline-flex min-h-6 items-center hover:underline">
              {tl('about')}
            </SiteLink>
          }
          title={name}
          titleProps={fallbackAttrs(locale, own.name)}
          intro={doc.role ? <p {...fallbackAttrs(locale, own.name)}>{isolateLtr(doc.role)}</p> : undefined}
          art={<PersonPortrait person={doc} sizes="(min-width: 1024px) 20rem, 12rem" priority className="person-portrait-large" />}
        >
          {doc.bio ? (
            <p className="mt-6 max-w-3xl text-lg leading-relaxed" {...fallbackAttrs(locale, own.bio)}>
              {isolateLtr(doc.bio)}
            </p>
          ) : null}
          {profiles.length > 0 ? (
            <div className="mt-6">
              <h2 className="text-sm font-semibold">{t('profiles')}</h2>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                {profiles.map((url) => (
                  <li key={url}>
                    <a href={url} className="link inline-flex min-h-6 items-center" rel="me noopener" dir="ltr">
                      {hostOf(url)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </PageHeader>
        {posts.length > 0 ? (
          <Section heading={t('postsBy', { name })}>
            <PostGrid posts={posts} locale={locale} testId="person-posts" />
          </Section>
        ) : null}
      </article>
    )
  },
  async describe({ params }) {
    const { slug } = await params
    const [person, tl] = await Promise.all([getPerson(locale, slug), getTranslations({ locale, namespace: 'Layout' })])
    if (!person) return null
    const { doc } = person
    return {
      path: documentPath('authors', slug),
      title: doc.name ?? '',
      description: doc.bio ?? doc.role,
      images: [doc.photo],
      eyebrow: tl('about'),
    }
  },
  async generateStaticParams() {
    return (await documentSlugs('authors', locale)).map((slug) => ({ slug }))
  },
}))
