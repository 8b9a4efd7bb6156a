import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, expect, type Locator, type Page } from '@playwright/test'

/** The two widths every accessibility check runs at: a small phone and a laptop. */
export const widths = [375, 1280] as const
const viewportHeight = 800

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe-core tags them. No rule is disabled. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: viewportHeight })
}

/** Runs axe once on the page as it is and fails with each violation's id, help, link and targets. */
export async function expectNoAxeViolations(page: Page, state: string) {
  // Only violations come back with their details: the rest of the report is not read, and building it is slow.
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the
  // results of cross-origin frames, which the site's pages do not have, and took about 0.6 s of each
  // run's 0.9 s (ADR 021).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(wcagTags).options({ resultTypes: ['violations'] }).analyze()
  const readable = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  }))
  expect(readable, `axe violations on ${state}`).toEqual([])
}

export type UndersizedTarget = { element: string; width: number; height: number }

/**
 * Measures every visible interactive element (links, buttons, form controls, summaries, anything
 * in the tab order) against WCAG 2.2's 2.5.8 Target Size (Minimum): at least 24x24 CSS pixels,
 * with the criterion's own exceptions applied as written:
 *
 * - The target is the largest region that accepts the pointer for the element: its own box, its
 *   <label> (a click on the label activates the control), or, for a link whose ::after is stretched
 *   over its card (the "whole card is a link" pattern), the card.
 * - Inline: a link inside a sentence (an inline element whose block also holds text of its own) is
 *   sized by the line height of the text around it.
 * - Spacing: an undersized target passes when a 24 px circle centred on it intersects no other
 *   target and no other undersized target's circle.
 *
 * Not counted: elements that are not rendered, are inside aria-hidden (the honeypot), or are
 * visually hidden without a label (the skip link until it has focus; it is measured on focus).
 * Returns what fails; an empty list passes.
 */
export async function undersizedTargets(page: Page): Promise<UndersizedTarget[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number }
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const min = 24

    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const id = el.id ? `#${el.id}` : ''
      return `<${el.tagName.toLowerCase()}${id}> "${text}"`
    }
    const rendered = (r: DOMRect) => r.width > 0 && r.height > 0
    const visuallyHidden = (r: DOMRect) => r.width <= 1 || r.height <= 1

    /** The element that establishes the containing block of an absolutely positioned pseudo-element. */
    const positionedAncestor = (el: Element) => {
      for (let node = el.parentElement; node; node = node.parentElement) if (getComputedStyle(node).position !== 'static') return node
      return document.documentElement
    }

    /** A link in running text: inline, in a block that has text of its own besides the link. */
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (el.textContent ?? '').trim().length
      const around = (block?.textContent ?? '').trim().length
      return around > own
    }

    /** The region that accepts a pointer action for this element, or null when it is not a target. */
    const targetBox = (el: Element): Box | null => {
      if (el.closest('[aria-hidden="true"]')) return null
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden') return null
      const own = el.getBoundingClientRect()
      if (!rendered(own)) return null
      // Every region that activates the element; the largest one is its target.
      const candidates: Box[] = visuallyHidden(own) ? [] : [own]
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])] : []
      for (const label of labels) {
        const r = label.getBoundingClientRect()
        if (rendered(r) && !visuallyHidden(r)) candidates.push(r)
      }
      const after = getComputedStyle(el, '::after')
      if (after.content !== 'none' && after.position === 'absolute') candidates.push(positionedAncestor(el).getBoundingClientRect())
      const smallerSide = (b: Box) => Math.min(b.right - b.left, b.bottom - b.top)
      return candidates.sort((a, b) => smallerSide(b) - smallerSide(a))[0] ?? null
    }

    const targets = [...document.querySelectorAll(selector)].flatMap((el) => {
      const box = targetBox(el)
      return box ? [{ el, box, width: box.right - box.left, height: box.bottom - box.top }] : []
    })
    const undersized = targets.filter((t) => (t.width < min - 0.5 || t.height < min - 0.5) && !inSentence(t.el))

    const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 })
    const distanceToBox = (p: { x: number; y: number }, b: Box) => Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom))
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a)

    return undersized
      .filter((t) => {
        const c = centre(t.box)
        return targets.some((other) => {
          if (other === t || related(other.el, t.el)) return false
          if (distanceToBox(c, other.box) < min / 2) return true
          const o = centre(other.box)
          return undersized.includes(other) && Math.hypot(o.x - c.x, o.y - c.y) < min
        })
      })
      .map((t) => ({ element: describe(t.el), width: Math.round(t.width), height: Math.round(t.height) }))
  })
}

type FocusReport = { element: string | null; overlap: number; repeated: boolean }
type FocusProbe = { measure: () => FocusReport; recording: boolean; reports: FocusReport[]; done: boolean; seen: WeakSet<Element> }
type ProbeWindow = { __focusProbe?: FocusProbe }

/**
 * Installs in the page a probe that tells whether the sticky header (with any of its menus that are
 * open) covers the focused element, even partly: WCAG 2.4.11 and the stricter 2.4.12. It compares
 * bounding boxes; where they overlap, an element painted above the header there (the skip link) is
 * not covered. Elements of the header are part of it and not checked. While recording, it measures
 * on each Tab key-up, when the browser has moved the focus and scrolled to it.
 */
async function installFocusProbe(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(1)
  await page.evaluate(() => {
    const w = window as unknown as ProbeWindow
    if (w.__focusProbe) return
    const measure = (): FocusReport => {
      const header = document.querySelector('body > header')
      const el = document.activeElement
      if (!header || !el || el === document.body || header.contains(el)) return { element: null, overlap: 0, repeated: false }
      const repeated = probe.seen.has(el)
      probe.seen.add(el)
      const box = el.getBoundingClientRect()
      const covers = [header, ...header.querySelectorAll('details[open] > :not(summary), :popover-open')].map((c) => c.getBoundingClientRect())
      let overlap = 0
      for (const c of covers) {
        const w = Math.min(c.right, box.right) - Math.max(c.left, box.left)
        const h = Math.min(c.bottom, box.bottom) - Math.max(c.top, box.top)
        if (w <= 0 || h <= 0) continue
        const hit = document.elementFromPoint(Math.max(c.left, box.left) + w / 2, Math.max(c.top, box.top) + h / 2)
        if (hit && (hit === el || el.contains(hit))) continue
        overlap = Math.max(overlap, Math.round(h))
      }
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return { element: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`, overlap, repeated }
    }
    const probe: FocusProbe = { measure, recording: false, reports: [], done: false, seen: new WeakSet() }
    document.addEventListener(
      'keyup',
      (event) => {
        if (!probe.recording || probe.done || event.key !== 'Tab') return
        const report = measure()
        if (report.repeated) probe.done = true
        else if (report.element) probe.reports.push(report)
      },
      true,
    )
    w.__focusProbe = probe
  })
}

/** Waits until the page has not scrolled for a few frames (a smooth scroll has ended). */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = `${scrollX},${scrollY}`
        let still = 0
        let frames = 0
        const tick = () => {
          const now = `${scrollX},${scrollY}`
          still = now === last ? still + 1 : 0
          last = now
          if (still >= 6 || ++frames > 180) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}

const measureFocus = (page: Page, { fresh = false } = {}) =>
  page.evaluate((fresh) => {
    const probe = (window as unknown as ProbeWindow).__focusProbe!
    if (fresh) probe.seen = new WeakSet()
    return probe.measure()
  }, fresh)

/** Asserts that the element that has focus now is not under the sticky header, once any smooth scroll has ended. */
export async function expectFocusNotObscured(page: Page) {
  await installFocusProbe(page)
  await scrollSettled(page)
  const report = await measureFocus(page, { fresh: true })
  expect(report.element, 'an element outside the header has focus').not.toBeNull()
  expect(report.overlap, `pixels of ${report.element} under the sticky header`).toBe(0)
}

/**
 * Presses Tab (or Shift+Tab) through the whole page, until the focus comes back to an element it
 * has already visited, and lists every focused element that the sticky header covers. It measures
 * as soon as the focus has moved: a page that scrolls smoothly must be emulated with reduced motion
 * (the focus ends in the same place, later), or walked with `settle`, which waits for each scroll.
 */
export async function tabThroughPage(page: Page, { backwards = false, settle = false, maxSteps = 250 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab'
  await installFocusProbe(page)
  if (settle) {
    await page.evaluate(() => ((window as unknown as ProbeWindow).__focusProbe!.seen = new WeakSet()))
    const obscured: { element: string | null; overlap: number }[] = []
    let visited = 0
    let done = false
    for (let step = 0; step < maxSteps && !done; step++) {
      await page.keyboard.press(key)
      await scrollSettled(page)
      const report = await measureFocus(page)
      done = report.repeated
      if (done || !report.element) continue
      visited++
      if (report.overlap) obscured.push({ element: report.element, overlap: report.overlap })
    }
    expect(done, `the focus came back round within ${maxSteps} presses of ${key}`).toBe(true)
    return { visited, obscured }
  }
  await page.evaluate(() => Object.assign((window as unknown as ProbeWindow).__focusProbe!, { recording: true, done: false, reports: [], seen: new WeakSet() }))
  const keys = await tabKeys(page, backwards)
  try {
    for (let step = 0; step < maxSteps; step += 10) {
      await keys.press(10)
      if (await page.evaluate(() => (window as unknown as ProbeWindow).__focusProbe!.done)) break
    }
  } finally {
    await keys.close()
  }
  const { reports, done } = await page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__focusProbe!
    probe.recording = false
    return { reports: probe.reports, done: probe.done }
  })
  expect(done, `the focus came back round within ${maxSteps} presses of ${key}`).toBe(true)
  return { visited: reports.length, obscured: reports.filter((r) => r.overlap > 0).map(({ element, overlap }) => ({ element, overlap })) }
}

/**
 * Tab (or Shift+Tab) presses sent to the browser in batches: the same key events as
 * `page.keyboard.press` (Chrome DevTools Protocol's Input.dispatchKeyEvent), sent one after another
 * without waiting for each to be acknowledged. The browser handles them in order, each moving the
 * focus before the next; waiting for each round trip made the keyboard walks most of the accessibility
 * tests' time (ADR 021).
 */
async function tabKeys(page: Page, backwards: boolean) {
  const session = await page.context().newCDPSession(page)
  // Shift's bit in the protocol's modifiers: Shift+Tab moves the focus backwards.
  const event = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9, modifiers: backwards ? 8 : 0 }
  return {
    async press(count: number) {
      const sent: Promise<unknown>[] = []
      for (let i = 0; i < count; i++) {
        sent.push(session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event }))
        sent.push(session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event }))
      }
      await Promise.all(sent)
    },
    close: () => session.detach(),
  }
}

/** Presses Tab until the locator has focus (keyboard only), then asserts that it has. */
export async function tabTo(page: Page, target: Locator, maxSteps = 80) {
  for (let i = 0; i < maxSteps; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * axe runs in the page's JavaScript, which a context without JavaScript never runs. A state reached
 * without JavaScript is therefore checked on a copy: the document as that browser built it, its
 * scripts removed so nothing hydrates, served at the same address to a context with JavaScript, so
 * its styles, fonts and images load as they did.
 */
export async function copyWithoutScripts(browser: Browser, page: Page) {
  const url = page.url()
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const context = await browser.newContext()
  const copy = await context.newPage()
  await copy.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
  await copy.goto(url)
  return { context, copy }
}
