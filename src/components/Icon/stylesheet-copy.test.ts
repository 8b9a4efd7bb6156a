import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawings } from './drawings'
import { iconSprite } from './sprite'

// Solution cards and the home page's solution rows draw their arrow with the stylesheet
// (content.css), not with an icon element each: that copy must stay the sprite's arrow-forward,
// stroke and all.
const css = readFileSync('src/components/content/content.css', 'utf8')

/** The selectors of the rule that draws the arrow, and its drawing. */
function stylesheetArrow(): { selectors: string[]; svg: string } {
  const rule = /([^{}]*)\{([^}]*mask: url\("data:image\/svg\+xml,[^}]*)\}/.exec(css)
  const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(rule?.[2] ?? '')?.[1]
  if (!rule || !url) throw new Error('content.css: no rule draws an SVG mask')
  const selectors = (rule[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').split(',').map((s) => s.trim())
  return { selectors, svg: decodeURIComponent(url) }
}

describe("the stylesheet's copy of the arrow", () => {
  it("draws the sprite's arrow-forward, with the sprite's stroke, after solution cards and rows", () => {
    const { selectors, svg } = stylesheetArrow()
    expect(selectors).toEqual(['.solution-card::after', '.row-link::after'])
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
