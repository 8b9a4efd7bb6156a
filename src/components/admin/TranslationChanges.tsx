import type { CollectionSlug, Field, UIFieldServerComponent } from 'payload'
import { readBaseline } from '@/fields/translation-status'
import { sourceTextsOf } from '@/fields/translation-sync'
import { isLocale } from '@/i18n/locales'
import { adminText } from '@/labels/admin-ui'
import { type Label, inLanguage } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { changedFields } from '@/lib/translation-changes'

const text = adminText.translationChanges

/** A field's label in the admin's language, found by its path ('seo.title', 'layout.0.heading'). */
function labelOf(fields: Field[], path: string, language: string): string {
  const names: string[] = []
  let level: Field[] | undefined = fields
  for (const part of path.split('.')) {
    if (/^\d+$/.test(part)) {
      names.push(String(Number(part) + 1))
      continue
    }
    const field = level?.find((f) => 'name' in f && f.name === part) as (Field & { label?: unknown; fields?: Field[]; blocks?: { fields: Field[] }[] }) | undefined
    const label = field?.label
    names.push(label && typeof label === 'object' ? inLanguage(label as Label, language) : typeof label === 'string' ? label : part)
    level = field?.fields ?? field?.blocks?.flatMap((block) => block.fields)
  }
  return names.join(' › ')
}

/**
 * At the top of an outdated translation's edit view (docs/decisions/038-translations-in-step.md):
 * each source field that changed since the translation was last marked up to date, as it was then
 * and as it is now, side by side.
 */
export const TranslationChanges: UIFieldServerComponent = async ({ id, collectionSlug, payload, req, i18n, user }) => {
  const editing = req.locale
  if (id === undefined || id === null || id === '' || !isLocale(editing)) return null
  const doc = (await payload
    .findByID({ collection: collectionSlug as CollectionSlug, id, locale: 'all', draft: true, depth: 0, overrideAccess: false, user })
    .catch(() => null)) as Record<string, unknown> | null
  const outdated = doc?.outdatedTranslations
  const baseline = readBaseline(doc?.translationBaseline)
  const then = baseline?.of[editing]
  if (!doc || !baseline || !then || !Array.isArray(outdated) || !outdated.includes(editing)) return null
  const fields = payload.collections[collectionSlug as CollectionSlug]?.config.fields ?? []
  const now = sourceTextsOf(fields, baseline.source, { stored: doc })
  const changed = changedFields(then, now)
  const language = i18n.language
  const sourceName = inLanguage(optionLabels.locales[baseline.source], language)
  const cell = { padding: 'calc(var(--base) / 2)', verticalAlign: 'top', whiteSpace: 'pre-wrap', borderBlockEnd: '1px solid var(--theme-elevation-150)', textAlign: 'start' } as const
  return (
    <section data-testid="translation-changes" aria-labelledby="translation-changes-heading" style={{ marginBlockEnd: 'calc(var(--base) * 1.5)', padding: 'var(--base)', border: '1px solid var(--theme-warning-500)', borderRadius: 'var(--style-radius-m)' }}>
      <h3 id="translation-changes-heading">{inLanguage(text.heading, language)}</h3>
      <p>{inLanguage(text.intro, language)}</p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell} scope="col">{inLanguage(text.field, language)}</th>
            <th style={cell} scope="col">{inLanguage(text.then, language)} ({sourceName})</th>
            <th style={cell} scope="col">{inLanguage(text.now, language)} ({sourceName})</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((path) => (
            <tr key={path} data-field={path}>
              <th style={cell} scope="row">{labelOf(fields, path, language)}</th>
              <td style={cell} dir="auto" lang={baseline.source} data-testid="translation-then">{then[path] ?? ''}</td>
              <td style={cell} dir="auto" lang={baseline.source} data-testid="translation-now">{now[path] ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
