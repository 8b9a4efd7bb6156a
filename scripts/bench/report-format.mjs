// Formatting shared by the report's sections (scripts/bench/report.mjs, report-phases.mjs).
export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} KB`)
export const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`)
export const ms2 = (value) => (value == null ? '–' : `${value.toFixed(1)} ms`)
export const num = (value) => (value == null ? '–' : Math.round(value).toLocaleString('en-US'))
export const verdict = (ok) => (ok ? '**met**' : '**missed**')
export const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
export const code = (text) => `\`${String(text).replace(/`/g, "'").replace(/\|/g, '\\|')}\``
