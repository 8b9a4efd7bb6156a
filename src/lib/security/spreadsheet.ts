/**
 * Spreadsheet programs run a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return before one) as a formula: an exported name such as `=HYPERLINK("http://…")` would become
 * a live link or worse in the admin's Excel. Such text gets a leading apostrophe, which shows the
 * text as typed (OWASP's advice for CSV injection).
 */
const formulaStart = /^[=+\-@\t\r]/

export function neutralizeCell(value: unknown): unknown {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value
}
