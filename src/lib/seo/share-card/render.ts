import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type OverlayOptions } from 'sharp'
import { getLocale, type Locale } from '@/i18n/locales'
import { fontFamily, registerFonts, type Weight } from './fonts'

const cardSize = { width: 1200, height: 630 } as const

export type ShareCard = {
  locale: Locale
  title: string
  /** A short line above the title: the section (Blog, Careers, …) or the site's tagline. */
  eyebrow?: string | null
  siteName: string
  /** The site's host name, written at the foot of the card. */
  host: string
}

const colors = { ink: '#0e1a24', navy: '#132b3f', paper: '#f7f5f0', teal: '#0f8b8d', tealBright: '#23b5b0', saffron: '#e0a526' }
const margin = 80
const logoSize = 76
const textWidth = cardSize.width - 2 * margin

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

type Block = { data: Buffer; width: number; height: number }

/** One block of text set by Pango (shaping, bidi, line breaking) in the card's typeface. */
export async function textBlock(locale: Locale, content: string, { size, weight, color, width = textWidth }: { size: number; weight: Weight; color: string; width?: number }): Promise<Block> {
  await registerFonts()
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(content)}</span>`,
      font: `${fontFamily(locale)} ${weight} ${size}`,
      width,
      dpi: 72,
      rgba: true,
      wrap: 'word',
      align: getLocale(locale).dir === 'rtl' ? 'right' : 'left',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The title at the largest size that fits in three lines. */
async function title(locale: Locale, content: string): Promise<Block> {
  let block: Block | null = null
  for (const size of [68, 60, 52, 46, 40]) {
    block = await textBlock(locale, content, { size, weight: 'Bold', color: colors.paper })
    if (block.height <= size * 1.35 * 3) return block
  }
  return block!
}

/** The eight-pointed star of the logo, large and faint, on the end side of the card. */
function background(rtl: boolean): Buffer {
  const star = '16 1 20.39 5.39 26.61 5.39 26.61 11.61 31 16 26.61 20.39 26.61 26.61 20.39 26.61 16 31 11.61 26.61 5.39 26.61 5.39 20.39 1 16 5.39 11.61 5.39 5.39 11.61 5.39'
  const x = rtl ? -180 : cardSize.width - 420
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${cardSize.height}" viewBox="0 0 ${cardSize.width} ${cardSize.height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.ink}"/><stop offset="1" stop-color="${colors.navy}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g transform="translate(${x} 20) scale(19)" fill="none" stroke="${colors.teal}" stroke-width="0.08" opacity="0.5">
    <polygon points="${star}"/><path d="M16 7.5 24.5 16 16 24.5 7.5 16Z"/>
  </g>
  <rect y="${cardSize.height - 14}" width="100%" height="14" fill="${colors.saffron}"/>
</svg>`)
}

let logo: Promise<Buffer> | null = null
function logoMark(): Promise<Buffer> {
  logo ??= readFile(path.join(process.cwd(), 'public/brand/logo-mark.svg')).then((svg) =>
    sharp(svg, { density: (72 * logoSize) / 32 }).resize(logoSize, logoSize).png().toBuffer(),
  )
  return logo
}

/**
 * A 1200x630 PNG share card: the logo and site name, the page's title and a line above it, the
 * site's host at the foot; laid out from the start side of the language (right in Arabic).
 */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  await registerFonts()
  const rtl = getLocale(card.locale).dir === 'rtl'
  const [mark, name, eyebrow, heading, host] = await Promise.all([
    logoMark(),
    textBlock(card.locale, card.siteName, { size: 34, weight: 'Semi-Bold', color: colors.paper, width: textWidth - logoSize - 24 }),
    card.eyebrow ? textBlock(card.locale, card.eyebrow, { size: 28, weight: 'Semi-Bold', color: colors.saffron }) : null,
    title(card.locale, card.title),
    textBlock(card.locale, card.host, { size: 26, weight: 'Regular', color: colors.tealBright }),
  ])
  // Positions are measured from the start edge; in Arabic that is the right edge.
  const place = (block: { width: number }, start: number, top: number) => ({
    left: Math.round(rtl ? cardSize.width - start - block.width : start),
    top: Math.round(top),
  })
  const logoTop = 64
  let top = 212
  const layers: OverlayOptions[] = [
    { input: mark, ...place({ width: logoSize }, margin, logoTop) },
    { input: name.data, ...place(name, margin + logoSize + 24, logoTop + (logoSize - name.height) / 2) },
  ]
  if (eyebrow) {
    layers.push({ input: eyebrow.data, ...place(eyebrow, margin, top) })
    top += eyebrow.height + 14
  }
  layers.push({ input: heading.data, ...place(heading, margin, top) })
  layers.push({ input: host.data, ...place(host, margin, cardSize.height - 60 - host.height) })
  return sharp(background(rtl)).composite(layers).png({ compressionLevel: 9 }).toBuffer()
}
