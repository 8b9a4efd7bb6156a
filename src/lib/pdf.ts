/** The largest document the library takes: a brochure or a policy, not a scanned archive. */
export const documentMaxBytes = 20 * 1024 * 1024

/**
 * Whether the bytes are a PDF by their own content, never by name or the browser's claim: a `%PDF-`
 * header within the first kilobyte (as readers accept it) and an end-of-file marker in the last
 * kilobyte. Cheap, reads two kilobytes whatever the size, so it runs before anything is stored.
 */
export function isPdf(data: Buffer): boolean {
  const head = data.subarray(0, 1024).toString('latin1')
  if (!head.startsWith('%PDF-')) return false
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return tail.includes('%%EOF')
}

