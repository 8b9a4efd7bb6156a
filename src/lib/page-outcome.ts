import { cache } from 'react'

/**
 * Next renders a segment's not-found page into the React payload of every answer of the segment, in
 * case its page throws `notFound()`: 3 to 4 KB in every document page that never shows it (ADR 011).
 * The page and its not-found boundary render in the same request, so the page records here whether
 * it threw, and the boundary renders the 404 page only then. The record is per request (React's
 * `cache` is scoped to one server render).
 */
const outcomeOfThisRender = cache(() => {
  let settle: (threw: boolean) => void = () => {}
  const threw = new Promise<boolean>((resolve) => {
    settle = resolve
  })
  return { threw, settle }
})

/**
 * Renders a page and records whether it threw: `notFound()`, a redirect or an error. Whatever the
 * page does, the record is settled, so a boundary waiting for it never waits for ever.
 */
export async function recordingOutcome<T>(render: () => Promise<T>): Promise<T> {
  const { settle } = outcomeOfThisRender()
  try {
    const page = await render()
    settle(false)
    return page
  } catch (error) {
    settle(true)
    throw error
  }
}

/**
 * Whether this render's page threw. Only for a not-found boundary whose page records its outcome
 * (`defineRoute` does for every page): the promise settles when the page has rendered.
 */
export function pageThrew(): Promise<boolean> {
  return outcomeOfThisRender().threw
}
