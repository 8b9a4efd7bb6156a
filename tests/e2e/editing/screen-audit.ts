import type { Page } from '@playwright/test'

/**
 * What a reader of the admin should never see on a screen (issue 41): a raw `{{placeholder}}`, text
 * drawn over by other text or an icon, a page wider than the screen, and in the Arabic admin a Latin
 * word in the interface's own text (content, addresses and the names listed below aside). Only the
 * top layer is read (an open drawer, modal or menu, else the page) and only what is in the viewport,
 * where what covers what can be asked of the browser.
 */
export type ScreenProblem = { kind: 'placeholder' | 'latin' | 'overlap' | 'sideways'; text: string; where: string }

/**
 * Where the admin shows what editors or visitors wrote, in whatever language they wrote it; an
 * input's or text area's value too, though its placeholder and name are the interface's.
 */
const contentAreas = [
  '[contenteditable]',
  '.rich-text-lexical',
  'td',
  '.doc-header__title',
  '.step-nav',
  '.row-label',
  '.blocks-field__block-header',
  '.rs__value-container',
  '.file-details',
  '.upload-relationship-details',
  '.thumbnail',
  '.html-diff',
  '[data-content-language]',
  // Names, addresses and paths the project's own panels set apart from the text around them.
  'bdi',
].join(',')
const contentSelector = `input,textarea,${contentAreas}`

/** Latin words an Arabic interface keeps: names, abbreviations and the time zone's name (addresses, paths and file types, written with a slash or a colon, are left out before). */
const keptLatin = ['API', 'Thaqib', 'Lab', 'SEO', 'URL', 'ID', 'PDF', 'CSV', 'JSON', 'JPEG', 'PNG', 'WebP', 'KB', 'MB', 'Asia', 'Riyadh', 'UTC', 'GMT']

export function screenProblems(page: Page, language: 'ar' | 'en'): Promise<ScreenProblem[]> {
  return page.evaluate(
    ({ contentSelector, contentAreas, keptLatin, checkLatin }) => {
      const problems: { kind: 'placeholder' | 'latin' | 'overlap' | 'sideways'; text: string; where: string }[] = []
      // The page scrolls sideways: something is wider than the screen.
      const { scrollWidth, clientWidth } = document.documentElement
      if (scrollWidth > clientWidth + 1) problems.push({ kind: 'sideways', text: `${scrollWidth} px wide in ${clientWidth} px`, where: 'the page' })
      const where = (el: Element) => {
        const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : []
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`
      }
      // An open drawer, modal or menu lies over the page by design.
      const layers = [...document.querySelectorAll('.drawer--is-open .drawer__content, .payload__modal-item, .popup__content')].filter((el) => el.checkVisibility())
      const layer = layers.at(-1) ?? document.body
      const shown = (el: Element) => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
        const box = el.getBoundingClientRect()
        // Text for screen readers only is clipped to a pixel.
        return box.width > 1 && box.height > 1
      }
      // What lies on top without painting over the text: a transparent input or a whole-row toggle
      // button with nothing of its own to show (react-select's input, Payload's collapsible headers,
      // whose label is written in a transparent colour).
      const transparent = (color: string) => color === 'transparent' || /^rgba\(.*, 0\)$/.test(color)
      const paints = (el: Element) => {
        const style = getComputedStyle(el)
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) && !transparent(style.color)
        const field = el instanceof HTMLInputElement && el.value !== ''
        return !transparent(style.backgroundColor) || style.backgroundImage !== 'none' || ownText || field
      }
      // What covers the text at a point: the element found there or one of its boxes around it, up to
      // the first that holds the text too (a button laid over the header paints with its outer box).
      // Content passing under a bar fixed to the screen (a list's selection bar) is not covered.
      const covering = (el: Element, top: Element) => {
        let box: Element | null = top
        for (; box && !box.contains(el); box = box.parentElement) {
          const position = getComputedStyle(box).position
          if (position === 'fixed' || position === 'sticky') return null
        }
        for (box = top; box && !box.contains(el); box = box.parentElement) if (paints(box)) return box
        return null
      }
      const visiblePart = (el: Element, rect: DOMRect) => {
        let { left, top, right, bottom } = rect
        for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box)
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
          const clip = box.getBoundingClientRect()
          ;[left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)]
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
      }
      const inView = (r: DOMRect) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
      const latinWords = (text: string) =>
        checkLatin ? (text.replace(/\S*[/:@]\S*/g, '').match(/[A-Za-z][A-Za-z]+/g) ?? []).filter((word) => !keptLatin.includes(word)) : []

      const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (!el || !text || el.closest('script, style, noscript, template, [aria-hidden="true"]') || !shown(el)) continue
        if (text.includes('{{')) problems.push({ kind: 'placeholder', text, where: where(el) })
        const content = el.closest(contentSelector)
        if (!content && latinWords(text).length) problems.push({ kind: 'latin', text, where: where(el) })
        // Covered: what the browser finds on top at points inside the text is not the text's own element.
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          // Only what is left to see: text cut off by a box that hides its overflow (an ellipsis) is not drawn there.
          const r = visiblePart(el, rect)
          if (r.width < 4 || r.height < 4 || !inView(r)) continue
          for (const x of [0.2, 0.5, 0.8]) {
            const top = document.elementFromPoint(r.left + r.width * x, r.top + r.height / 2)
            if (!top || top === el || el.contains(top) || top.contains(el)) continue
            const cover = covering(el, top)
            if (!cover) continue
            problems.push({ kind: 'overlap', text, where: `${where(el)} under ${where(cover)}` })
            break
          }
        }
      }
      // Icons drawn over text do not answer elementFromPoint when they let clicks through.
      const texts = [...layer.querySelectorAll('h1, h2, h3, label, .btn__label')].filter((el) => shown(el) && el.textContent?.trim())
      for (const icon of layer.querySelectorAll('svg')) {
        if (!shown(icon)) continue
        const i = icon.getBoundingClientRect()
        if (!inView(i)) continue
        for (const el of texts) {
          if (el.contains(icon)) continue
          const range = document.createRange()
          range.selectNodeContents(el)
          for (const r of range.getClientRects()) {
            const w = Math.min(r.right, i.right) - Math.max(r.left, i.left)
            const h = Math.min(r.bottom, i.bottom) - Math.max(r.top, i.top)
            if (w > 3 && h > 3) problems.push({ kind: 'overlap', text: el.textContent!.trim(), where: `${where(el)} under an icon in ${where(icon.parentElement ?? icon)}` })
          }
        }
      }
      for (const el of layer.querySelectorAll('[placeholder], [aria-label], [title]')) {
        if (!shown(el) || el.closest(contentAreas)) continue
        for (const name of ['placeholder', 'aria-label', 'title']) {
          const value = el.getAttribute(name)
          if (!value) continue
          if (value.includes('{{')) problems.push({ kind: 'placeholder', text: value, where: `${where(el)}[${name}]` })
          if (latinWords(value).length) problems.push({ kind: 'latin', text: value, where: `${where(el)}[${name}]` })
        }
      }
      return problems
    },
    { contentSelector, contentAreas, keptLatin, checkLatin: language === 'ar' },
  )
}
