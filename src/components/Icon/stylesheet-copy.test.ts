import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawings } from './drawings'
import { iconSprite } from './sprite'

// The home page's solution rows draw their arrow with the stylesheet (content.css), not with an icon
// element per row: that copy must stay the sprite's arrow-forward, stroke and all.
const css = readFileSync('src/components/content/content.css', 'utf8')

function rowArrow(): string {
  const rule = /\.row-link::after\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(rule)?.[1]
  if (!url) throw new Error('content.css: .row-link::after has no SVG mask')
  return decodeURIComponent(url)
}

describe("the stylesheet's copy of the arrow", () => {
  it("draws the sprite's arrow-forward, with the sprite's stroke", () => {
    const svg = rowArrow()
    const paths = [...svg.matchAll(/<path d='([^']*)'\/>/g)].map((m) => m[1])
    expect(paths).toEqual(drawings['arrow-forward'])
    const symbol = /<symbol id="arrow-forward"[^>]*>/.exec(iconSprite())?.[0] ?? ''
    for (const attribute of ['viewBox', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']) {
      const inSprite = new RegExp(`${attribute}="([^"]*)"`).exec(symbol)?.[1]
      expect(inSprite, attribute).toBeTruthy()
      expect(svg, attribute).toContain(`${attribute}='${inSprite}'`)
    }
  })
})
