/**
 * Fonts of the visitor's own device that stand in for IBM Plex Sans Arabic until it has loaded
 * (`font-display: swap`), each scaled to Plex's widths so that the text wraps at about the same
 * places before and after the swap: without this, a heading set in the device's Arabic font took
 * a line more and everything below it jumped when Plex arrived (ADR 011, Careers in Arabic).
 *
 * `sizeAdjust` is Plex's advance over the fallback's for the same Arabic text, measured with
 * HarfBuzz on the site's Arabic messages (`fallbacks.test.ts` measures it again from the font files
 * and holds these numbers to it); the ascent and descent are Plex's, divided by the size adjustment,
 * so that the baseline sits where Plex puts it. Only Arabic letters are scaled (`unicodeRange`):
 * Latin text on an Arabic page keeps the device's own Latin font at its own size.
 */

/** Plex Arabic's vertical metrics (hhea, units per em of 1,000), the same in every weight. */
export const plexArabicMetrics = { ascent: 1085, descent: 415, lineGap: 0, unitsPerEm: 1000 }

/** The Arabic blocks: letters, marks and presentation forms. */
export const arabicUnicodeRange = 'U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFF'

export type FallbackFont = {
  /** The local font's family, as fontconfig and the test that measures it name it. */
  font: string
  /** Names `local()` finds the font by: full names, then PostScript names. */
  local: Record<400 | 700, readonly string[]>
  /** Plex's width over this font's, per weight (Plex 400 against Regular, Plex 700 against Bold). */
  sizeAdjust: Record<400 | 700, number>
}

/**
 * In the order a device is asked for them: Noto Sans Arabic (Android 13 and later, ChromeOS,
 * Linux desktops with Noto), Noto Naskh Arabic (earlier Android, as "UI"), DejaVu Sans (the Linux
 * default). A device with none of them (Apple's, Windows) falls through to its own Arabic font,
 * unscaled, as before.
 */
export const arabicFallbacks: readonly FallbackFont[] = [
  {
    font: 'Noto Sans Arabic',
    local: { 400: ['Noto Sans Arabic', 'Noto Sans Arabic Regular', 'NotoSansArabic-Regular'], 700: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'] },
    sizeAdjust: { 400: 0.937, 700: 0.913 },
  },
  {
    font: 'Noto Naskh Arabic',
    local: {
      400: ['Noto Naskh Arabic UI', 'Noto Naskh Arabic', 'Noto Naskh Arabic Regular', 'NotoNaskhArabicUI-Regular', 'NotoNaskhArabic-Regular'],
      700: ['Noto Naskh Arabic UI Bold', 'Noto Naskh Arabic Bold', 'NotoNaskhArabicUI-Bold', 'NotoNaskhArabic-Bold'],
    },
    sizeAdjust: { 400: 1.034, 700: 1.07 },
  },
  {
    font: 'DejaVu Sans',
    local: { 400: ['DejaVu Sans', 'DejaVuSans'], 700: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    sizeAdjust: { 400: 0.895, 700: 0.802 },
  },
]

/** The family the site's stack names (`--font-arabic-fallbacks`) for a fallback. */
export const fallbackFamily = (fallback: FallbackFont) => `Plex Arabic fallback (${fallback.font})`

const percent = (value: number) => `${(value * 100).toFixed(1)}%`

/** The `@font-face` rules of the fallbacks and the custom property that lists their families. */
export function renderFallbackCss(fallbacks: readonly FallbackFont[]): string {
  const metrics = plexArabicMetrics
  const faces = fallbacks.flatMap((fallback) =>
    ([400, 700] as const).map((weight) => {
      const scale = fallback.sizeAdjust[weight]
      return `@font-face {
  font-family: '${fallbackFamily(fallback)}';
  font-style: normal;
  font-weight: ${weight};
  src: ${fallback.local[weight].map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(scale)};
  ascent-override: ${percent(metrics.ascent / metrics.unitsPerEm / scale)};
  descent-override: ${percent(metrics.descent / metrics.unitsPerEm / scale)};
  line-gap-override: ${percent(metrics.lineGap / metrics.unitsPerEm / scale)};
  unicode-range: ${arabicUnicodeRange};
}
`
    }),
  )
  const families = fallbacks.map((fallback) => `'${fallbackFamily(fallback)}'`).join(', ')
  return `${faces.join('\n')}\n:root {\n  --font-arabic-fallbacks: ${families};\n}\n`
}
