import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Locale } from '@/i18n/locales'
import { woffToSfnt } from './woff'

/**
 * The share cards are set in the site's own typefaces, from the installed @fontsource packages:
 * no system font is needed. Each package splits a face by script (an Arabic and a Latin file of the
 * same family), so both files are registered and Pango picks per character, which also covers the
 * Latin words and digits inside Arabic titles.
 */
const families = {
  en: { family: 'IBM Plex Sans', files: ['@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-{w}-normal.woff'] },
  ar: {
    family: 'IBM Plex Sans Arabic',
    files: [
      '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-{w}-normal.woff',
      '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-{w}-normal.woff',
    ],
  },
} as const satisfies Record<Locale, { family: string; files: readonly string[] }>

/** Pango's names for the weights the cards use, with the file weight that provides each. */
const weights = { Regular: 400, 'Semi-Bold': 600, Bold: 700 } as const
export type Weight = keyof typeof weights

const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve

async function unpack(specifier: string): Promise<string> {
  const woff = await readFile(resolve(specifier))
  const dir = path.join(tmpdir(), 'share-card-fonts')
  const file = path.join(dir, `${createHash('sha256').update(woff).digest('hex').slice(0, 16)}.ttf`)
  await mkdir(dir, { recursive: true })
  await writeFile(file, woffToSfnt(woff))
  return file
}

let ready: Promise<void> | null = null

/**
 * Makes every face known to the renderer once per process: libvips adds each `fontfile` it is
 * given to the process's font configuration, so a tiny render per file registers it for good.
 */
export function registerFonts(): Promise<void> {
  ready ??= (async () => {
    for (const { family, files } of Object.values(families)) {
      for (const [name, weight] of Object.entries(weights)) {
        for (const file of files) {
          const fontfile = await unpack(file.replace('{w}', String(weight)))
          await sharp({ text: { text: '.', font: `${family} ${name} 8`, fontfile } }).png().toBuffer()
        }
      }
    }
  })().catch((error) => {
    ready = null
    throw error
  })
  return ready
}

export function fontFamily(locale: Locale): string {
  return families[locale].family
}
