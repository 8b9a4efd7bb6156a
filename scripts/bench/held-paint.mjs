/**
 * A Lighthouse run whose first paint came well after the load event: everything had loaded and the
 * main thread was idle, yet Chromium presented the first frame about a second later (seen in the
 * traces; the same symptom as GoogleChrome/lighthouse#17230). Such a run's simulated FCP and LCP
 * include every request and task of the page, so its Performance score drops (ADR 011).
 */
export const heldPaintMarginMs = 500

export function heldFirstPaint({ firstPaintMs, loadMs }) {
  return firstPaintMs != null && loadMs != null && firstPaintMs > loadMs + heldPaintMarginMs
}
