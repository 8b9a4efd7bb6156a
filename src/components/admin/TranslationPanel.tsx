import type { Payload, TypedUser } from 'payload'
import { hasRole } from '@/access'
import { type Locale, localeCodes, localeOrDefault } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import { collectionLabels } from '@/labels/collections'
import { optionLabels } from '@/labels/options'

/**
 * The localized collections whose documents the panel checks, with their names in the admin's
 * languages and the field that names a document (an image is named by its file).
 */
const collections = [
  { slug: 'posts', name: collectionLabels.posts.plural, title: 'title' },
  { slug: 'pages', name: collectionLabels.pages.plural, title: 'title' },
  { slug: 'solutions', name: collectionLabels.solutions.plural, title: 'title' },
  { slug: 'jobs', name: collectionLabels.jobs.plural, title: 'title' },
  { slug: 'case-studies', name: collectionLabels['case-studies'].plural, title: 'title' },
  { slug: 'documents', name: collectionLabels.documents.plural, title: 'title' },
  { slug: 'media', name: adminText.translationPanel.images, title: 'filename' },
] as const

const text = adminText.translationPanel

/** Between the names of the languages a document lacks. */
const separator: Record<Locale, string> = { en: ', ', ar: '، ' }

/**
 * On the admin's dashboard (docs/decisions/020-translation-status.md, 038-translations-in-step.md):
 * every post, page, solution, job, case study, document and image that a language still lacks or whose translation is
 * outdated, each said apart, linked to its edit view in that language.
 */
export async function TranslationPanel({ payload, i18n, user }: { payload: Payload; i18n: { language: string }; user?: TypedUser | null }) {
  if (!hasRole(user as { roles?: string[] } | null, 'editor')) return null
  const language = localeOrDefault(i18n.language)
  const groups = await Promise.all(
    collections.map(async ({ slug, name, title }) => {
      const { docs } = await payload.find({
        collection: slug,
        where: { or: [{ missingTranslations: { in: [...localeCodes] } }, { outdatedTranslations: { in: [...localeCodes] } }] },
        draft: true,
        depth: 0,
        limit: 100,
        locale: 'all',
        select: { [title]: true, missingTranslations: true, outdatedTranslations: true },
      })
      const named = (docs as unknown as ({ id: number; missingTranslations?: Locale[]; outdatedTranslations?: Locale[] } & Record<string, unknown>)[]).map((doc) => {
        const value = doc[title]
        // A localized title holds one per language; any will do to name the document.
        const label = typeof value === 'string' ? value : Object.values((value ?? {}) as Record<string, string | null>).find(Boolean)
        return { id: doc.id, label: label || String(doc.id), missing: doc.missingTranslations ?? [], outdated: doc.outdatedTranslations ?? [] }
      })
      return { slug, name: name[language], docs: named }
    }),
  )
  const waiting = groups.filter((group) => group.docs.length > 0)
  return (
    <section aria-labelledby="translation-panel" data-testid="translation-panel" style={{ marginBlockEnd: 'calc(var(--base) * 2)' }}>
      <h2 id="translation-panel">{text.heading[language]}</h2>
      {waiting.length === 0 ? <p>{text.none[language]}</p> : null}
      {waiting.map((group) => (
        <div key={group.slug}>
          <h3>{group.name}</h3>
          <ul data-testid={`translation-missing-${group.slug}`}>
            {group.docs.map((doc) => {
              const names = (codes: Locale[]) => codes.map((code) => optionLabels.locales[code][language]).join(separator[language])
              const states = [
                { codes: doc.missing, label: text.missing[language] },
                { codes: doc.outdated, label: text.outdated[language] },
              ].filter((state) => state.codes.length > 0)
              return (
                <li key={doc.id} data-missing={doc.missing.join(' ')} data-outdated={doc.outdated.join(' ')}>
                  {/* A title in the other script is isolated, so the bracket after it stays in place. */}
                  <a href={`/admin/collections/${group.slug}/${doc.id}?locale=${doc.missing[0] ?? doc.outdated[0] ?? localeCodes[0]}`}>
                    <bdi>{doc.label}</bdi>
                  </a>{' '}
                  ({states.map((state) => `${state.label} ${names(state.codes)}`).join(separator[language])})
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}
