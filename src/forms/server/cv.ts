import 'server-only'
import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { containsMarkup, parsesAsPdf, payloadAcceptsPdf, plausibleDocx } from './cv-content'
import { cvMimeTypes, limits } from '@/forms/model/options'
import { cleanFileName } from '@/forms/model/text'

export type CvCheck =
  | { ok: true; data: Buffer; ext: keyof typeof cvMimeTypes; mimeType: string; storedName: string; originalName: string; size: number }
  | { ok: false; error: 'cvRequired' | 'cvTooLarge' | 'cvType' }

/**
 * Decides whether an uploaded CV is acceptable: the size is checked before the content is read,
 * then the type by the file's own bytes (magic numbers), never by its name or the browser's claim,
 * then that it is a well-formed document of that type and nothing else (cv-content.ts).
 * An accepted file gets a generated name; the original name is kept only as a label.
 */
export async function checkCv(file: unknown): Promise<CvCheck> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, error: 'cvRequired' }
  if (file.size > limits.cvBytes) return { ok: false, error: 'cvTooLarge' }
  const data = Buffer.from(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(data)
  const ext = detected?.ext
  if (ext !== 'pdf' && ext !== 'docx') return { ok: false, error: 'cvType' }
  if (!(await wellFormed(ext, data))) return { ok: false, error: 'cvType' }
  const originalName = cleanFileName(file instanceof File ? file.name : '') || `cv.${ext}`
  return { ok: true, data, ext, mimeType: cvMimeTypes[ext], storedName: `cv-${randomUUID()}.${ext}`, originalName, size: data.length }
}

async function wellFormed(ext: keyof typeof cvMimeTypes, data: Buffer): Promise<boolean> {
  if (containsMarkup(data)) return false
  if (ext === 'docx') return plausibleDocx(data)
  return payloadAcceptsPdf(data) && (await parsesAsPdf(data))
}
