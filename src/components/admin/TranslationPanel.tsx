import type { Payload, TypedUser } from 'payload'
import { hasRole } from '@/access'
import { localeNames } from '@/fields/translation-status'
import { type Locale, localeCodes, localeOrDefault } from '@/i18n/locales'

/**
 * The localized collections whose documents the panel checks, with their names in the admin's
 * languages and the field that names a document (an image is named by its file).
 */
const collections = [
  { slug: 'posts', name: { en: 'Posts', ar: 'المقالات' }, title: 'title' },
  { slug: 'pages', name: { en: 'Pages', ar: 'الصفحات' }, title: 'title' },
  { slug: 'solutions', name: { en: 'Solutions', ar: 'الحلول' }, title: 'title' },
  { slug: 'jobs', name: { en: 'Job postings', ar: 'الوظائف' }, title: 'title' },
  { slug: 'case-studies', name: { en: 'Case studies', ar: 'دراسات الحالة' }, title: 'title' },
  { slug: 'media', name: { en: 'Images (alt text)', ar: 'الصور (النص البديل)' }, title: 'filename' },
] as const

const text = {
  heading: { en: 'Waiting for translation', ar: 'بانتظار الترجمة' },
  none: { en: 'Every document is written in every language.', ar: 'كل المستندات مكتوبة بكل اللغات.' },
  missing: { en: 'missing:', ar: 'ينقصها:' },
  separator: { en: ', ', ar: '، ' },
} as const satisfies Record<string, Record<Locale, string>>

/**
 * On the admin's dashboard (docs/decisions/020-translation-status.md): every post, page, solution,
 * job and case study that a language still lacks, linked to its edit view in that language.
 */
export async function TranslationPanel({ payload, i18n, user }: { payload: Payload; i18n: { language: string }; user?: TypedUser | null }) {
  if (!hasRole(user as { roles?: string[] } | null, 'editor')) return null
  const language = localeOrDefault(i18n.language)
  const groups = await Promise.all(
    collections.map(async ({ slug, name, title }) => {
      const { docs } = await payload.find({
        collection: slug,
        where: { missingTranslations: { in: [...localeCodes] } },
        draft: true,
        depth: 0,
        limit: 100,
        locale: 'all',
        select: { [title]: true, missingTranslations: true },
      })
      const named = (docs as unknown as ({ id: number; missingTranslations?: Locale[] } & Record<string, unknown>)[]).map((doc) => {
        const value = doc[title]
        // A localized title holds one per language; any will do to name the document.
        const label = typeof value === 'string' ? value : Object.values((value ?? {}) as Record<string, string | null>).find(Boolean)
        return { id: doc.id, label: label || String(doc.id), missingTranslations: doc.missingTranslations }
      })
      return { slug, name: name[language], docs: named }
    }),
  )
  const waiting = groups.filter((group) => group.docs.length > 0)
  return (
    <section aria-labelledby="translation-panel" style={{ marginBlockEnd: 'calc(var(--base) * 2)' }}>
      <h2 id="translation-panel">{text.heading[language]}</h2>
      {waiting.length === 0 ? <p>{text.none[language]}</p> : null}
      {waiting.map((group) => (
        <div key={group.slug}>
          <h3>{group.name}</h3>
          <ul data-testid={`translation-missing-${group.slug}`}>
            {group.docs.map((doc) => {
              const missing = doc.missingTranslations ?? []
              return (
                <li key={doc.id}>
                  {/* A title in the other script is isolated, so the bracket after it stays in place. */}
                  <a href={`/admin/collections/${group.slug}/${doc.id}?locale=${missing[0] ?? localeCodes[0]}`}>
                    <bdi>{doc.label}</bdi>
                  </a>{' '}
                  ({text.missing[language]} {missing.map((code) => localeNames[code][language]).join(text.separator[language])})
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}
