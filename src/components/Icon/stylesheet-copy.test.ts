import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { drawings } from './drawings'
import { iconSprite } from './sprite'

// Solution cards, the home page's solution rows and the careers page's open positions draw their
// arrow or chevron with the stylesheet (content.css), not with an icon element each: each copy must
// stay the sprite's drawing, stroke and all.
const css = readFileSync('src/components/content/content.css', 'utf8')

/** Every rule of the stylesheet that draws an SVG mask: its selectors and its drawing. */
function stylesheetDrawings(): { selectors: string[]; svg: string }[] {
  return [...css.matchAll(/([^{}]*)\{([^}]*mask-image: url\("data:image\/svg\+xml,[^}]*)\}/g)].map((rule) => {
    const url = /url\("data:image\/svg\+xml,([^"]*)"\)/.exec(rule[2] ?? '')?.[1] ?? ''
    const selectors = (rule[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').split(',').map((s) => s.trim())
    return { selectors, svg: decodeURIComponent(url) }
  })
}

describe("the stylesheet's copies of the sprite's drawings", () => {
  const rules = stylesheetDrawings()

  it('are the arrow after solution cards and rows, and the chevron after open positions', () => {
    expect(rules.map((r) => r.selectors)).toEqual([['.solution-card::after', '.row-link::after'], ['.job-row-tags::after']])
  })

  for (const [index, name] of [[0, 'arrow-forward'], [1, 'chevron-forward']] as const) {
    it(`draw the sprite's ${name}, with the sprite's stroke`, () => {
      const { svg } = rules[index]!
      const paths = [...svg.matchAll(/<path d='([^']*)'\/>/g)].map((m) => m[1])
      expect(paths).toEqual(drawings[name])
      const symbol = new RegExp(`<symbol id="${name}"[^>]*>`).exec(iconSprite())?.[0] ?? ''
      for (const attribute of ['viewBox', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']) {
        const inSprite = new RegExp(`${attribute}="([^"]*)"`).exec(symbol)?.[1]
        expect(inSprite, attribute).toBeTruthy()
        expect(svg, attribute).toContain(`${attribute}='${inSprite}'`)
      }
    })
  }
})
