/**
 * The label of an array's or a blocks field's rows: the row's own text (its filled `fields`,
 * e.g. a question or a section's heading) after the row's number and, for a block, its kind; the
 * row's name ("Question 01") while that text is empty (src/components/admin/RowLabel.tsx).
 */
export const rowLabel = (...fields: string[]) => ({ path: '@/components/admin/RowLabel#RowLabel', clientProps: { fields } })
