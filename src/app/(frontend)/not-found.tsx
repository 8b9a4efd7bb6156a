/**
 * The boundary above both languages' root layouts, which Next otherwise fills with its own English
 * 404 page in every page's React payload (about 1 KB). No page reaches it: every address is matched
 * by a language's catch-all, and the only pages that call `notFound()` sit under a not-found page
 * of their own (ADR 011). The form actions' `notFound()` for a locale written by hand is answered
 * with Next's own 404 document, as it was before this boundary existed.
 */
export default function UnreachableNotFound() {
  return null
}
