import type { Block, Field } from 'payload'

/** Whether any field, however deep in groups, rows, tabs, arrays or blocks, is stored per language. */
export function hasLocalizedField(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if ((field as { localized?: boolean }).localized) return true
    if ('fields' in field && Array.isArray(field.fields) && hasLocalizedField(field.fields)) return true
    if ('tabs' in field && field.tabs.some((tab) => hasLocalizedField(tab.fields))) return true
    return 'blocks' in field && (field.blocks as Block[]).some((block) => hasLocalizedField(block.fields))
  })
}
