/**
 * The boundary above both languages' root layouts, which Next otherwise fills with its own English
 * 404 page in every page's React payload (about 1 KB). Nothing reaches it: every address is matched
 * by a language's catch-all, and only the segments that can answer 404 call `notFound()`, each
 * under its own not-found page (ADR 011).
 */
export default function UnreachableNotFound() {
  return null
}
