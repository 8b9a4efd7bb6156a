/**
 * The boundary of the app's root segment, above every root layout, which Next otherwise fills with
 * its own English 404 page in every page's React payload (about 1 KB). No address reaches it (see
 * `(frontend)/not-found.tsx`).
 */
export default function RootNotFound() {
  return null
}
