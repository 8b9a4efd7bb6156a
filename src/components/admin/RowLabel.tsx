'use client'

import { getTranslation } from '@payloadcms/translations'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'

type StaticLabel = string | Record<string, string>
type ListField = { labels?: { singular?: StaticLabel }; blocks?: { slug: string; labels?: { singular?: StaticLabel } }[] }

/**
 * An array's or a blocks field's row header (src/fields/row-label.ts): its number, the block's kind,
 * and the row's own text as the editor types it, isolated because it may be in the other script.
 * Without text, an array row is named like Payload names it ("Question 01").
 */
export function RowLabel({ fields, field }: { fields: string[]; field?: ListField }) {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const number = String(rowNumber + 1).padStart(2, '0')
  const text = fields
    .map((name) => data?.[name])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(' ')
  const blockType = typeof data?.blockType === 'string' ? data.blockType : undefined
  if (!blockType) {
    return <span className="row-label">{text ? <bdi>{text}</bdi> : `${getTranslation(field?.labels?.singular ?? '', i18n)} ${number}`}</span>
  }
  const block = field?.blocks?.find((b) => b.slug === blockType)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 2)', minWidth: 0 }}>
      <span className="blocks-field__block-number">{number}</span>
      <Pill className={`blocks-field__block-pill blocks-field__block-pill-${blockType}`} pillStyle="white" size="small">
        {getTranslation(block?.labels?.singular ?? blockType, i18n)}
      </Pill>
      {text ? <bdi style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</bdi> : null}
    </span>
  )
}
