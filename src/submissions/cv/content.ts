import 'server-only'
import yauzl from 'yauzl'
import { pdfPageCount } from './pdf-parse'

/**
 * Content checks of a CV beyond its magic bytes, made without unpacking or rendering anything:
 * the file must be a well-formed document of its type and nothing else besides.
 */

/** A DOCX unpacks to its XML parts and images; more than this is not a CV. */
const docxLimits = { totalBytes: 100 * 1024 * 1024, entries: 2_000, ratio: 100 } as const

/** Markup that would make a browser or a mail client treat the file as a web page. */
const markup = /<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>/]|iframe[\s>/]|svg[\s>/]|object[\s>/]|embed[\s>/])/i

export function containsMarkup(data: Buffer): boolean {
  return markup.test(data.toString('latin1'))
}

/**
 * A DOCX is a ZIP whose central directory declares every part's size: the declared sizes must be
 * plausible for a document (no zip bomb), and the Word parts must be there. Read with yauzl, which
 * also refuses malformed archives and unsafe entry names; nothing is decompressed.
 */
export function plausibleDocx(data: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return resolve(false)
      let total = 0
      let entries = 0
      const names = new Set<string>()
      const done = (verdict: boolean) => {
        zip.close()
        resolve(verdict)
      }
      zip.on('error', () => done(false))
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1
        total += entry.uncompressedSize
        names.add(entry.fileName)
        const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : entry.uncompressedSize > 0 ? Infinity : 1
        if (entries > docxLimits.entries || total > docxLimits.totalBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > docxLimits.ratio)) return done(false)
        zip.readEntry()
      })
      zip.on('end', () => done(names.has('[Content_Types].xml') && names.has('word/document.xml')))
      zip.readEntry()
    })
  })
}

/**
 * Payload's own upload check for PDFs (a `%PDF-` header, `%%EOF` and `xref` in the last kilobyte),
 * made here first so the applicant gets the form's message rather than Payload's refusal.
 */
export function payloadAcceptsPdf(data: Buffer): boolean {
  if (!data.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/**
 * The file parses as a PDF (pdf-lib reads its cross-reference table and objects) with at least one
 * page, within the bounds of pdf-parse.ts; `busy` when too many other parses are waiting.
 */
export async function parsesAsPdf(data: Buffer): Promise<boolean | 'busy'> {
  const pages = await pdfPageCount(data)
  return pages === 'busy' ? 'busy' : pages > 0
}
