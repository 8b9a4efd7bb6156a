import { expect, type Locator, type Page } from '@playwright/test'

// What the browser tests read of a page's state: hydration, document identity and scrolling.

/** Waits until React has hydrated the page's frame (its scroll handler marks the app as mounted). */
export async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => window.__siteMounted === true)).toBe(true)
}

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => ((window as { documentMark?: number }).documentMark = 1))
export const documentMarked = (page: Page) => page.evaluate(() => (window as { documentMark?: number }).documentMark === 1)
export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const headerBottom = (page: Page) => page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom)

/**
 * The scroll position once any smooth scrolling has come to rest: unchanged over ten animation
 * frames in a row (a smooth scroll moves on every frame, however slowly frames come).
 */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 10) resolve(Math.round(last))
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/** The element is at the top of the view, below the sticky header, not under it. */
export async function expectClearOfHeader(page: Page, element: Locator) {
  const top = (await element.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(Math.floor(await headerBottom(page)))
  expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 3))
}
