import 'server-only'
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { containsMarkup, parsesAsPdf, payloadAcceptsPdf, plausibleDocx } from './content'
import { pdfWithinLimits } from './pdf-parse'
import { cvMimeTypes, limits } from '@/forms/options'
import { cleanFileName } from '@/forms/text'

export type CvCheck =
  | { ok: true; data: Buffer; ext: keyof typeof cvMimeTypes; mimeType: string; storedName: string; originalName: string; size: number }
  | { ok: false; error: 'cvRequired' | 'cvTooLarge' | 'cvType' | 'cvBusy' }

/**
 * Decides whether an uploaded CV is acceptable: the size is checked before the content is read,
 * then the type by the file's own bytes (magic numbers), never by its name or the browser's claim,
 * then that it is a well-formed document of that type and nothing else (content.ts).
 * An accepted file gets a generated name; the original name is kept only as a label.
 *
 * `parse: false` makes only the checks that cost next to nothing (size, type, markup, the document's
 * declared structure): the application's action parses a PDF only once everything else about the
 * application is valid, so a forged or incomplete one never reaches the costly step.
 */
export async function checkCv(file: unknown, { parse = true }: { parse?: boolean } = {}): Promise<CvCheck> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: 'cvRequired' }
  if (file.size > limits.cvBytes) return { ok: false, error: 'cvTooLarge' }
  const data = Buffer.from(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(data)
  const ext = detected?.ext
  if (ext !== 'pdf' && ext !== 'docx') return { ok: false, error: 'cvType' }
  const verdict = await wellFormed(ext, data, parse)
  if (verdict !== true) return { ok: false, error: verdict === 'busy' ? 'cvBusy' : 'cvType' }
  const originalName = cleanFileName(file instanceof File ? file.name : '') || `cv.${ext}`
  return { ok: true, data, ext, mimeType: cvMimeTypes[ext], storedName: `cv-${randomUUID()}.${ext}`, originalName, size: data.length }
}

async function wellFormed(ext: keyof typeof cvMimeTypes, data: Buffer, parse: boolean): Promise<boolean | 'busy'> {
  if (containsMarkup(data)) return false
  if (ext === 'docx') return plausibleDocx(data)
  if (!payloadAcceptsPdf(data) || !pdfWithinLimits(data)) return false
  return parse ? parsesAsPdf(data) : true
}
