import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISABLE_REVALIDATE } from '@/collections/hooks/revalidate'
import { errors } from '@/labels/fields'
import { documentMaxBytes } from '@/lib/pdf'
import { fixture } from '../support/documents'
import { migratedPayload } from '../support/payload-instance'

// The documents library's upload checks and the file handler's 404 (ADR 040), on a real Payload
// with a temporary SQLite file and media folder.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-documents-'))
const mediaDir = path.join(dir, 'media')
// Outside a Next.js request nothing is cached to expire.
const context = { [DISABLE_REVALIDATE]: true }
let payload: Payload

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${path.join(dir, 'documents.db')}`
  process.env.MEDIA_DIR = mediaDir
  process.env.PRIVATE_UPLOADS_DIR = path.join(dir, 'private-uploads')
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const upload = (name: string, data: Buffer, language?: 'ar') =>
  (async () => {
    const req: Partial<PayloadRequest> = {}
    if (language) req.i18n = await (await import('payload')).getLocalI18n({ config: payload.config, language })
    return payload.create({
      collection: 'documents',
      data: { title: 'Capabilities brochure' },
      file: { data, mimetype: 'application/pdf', name, size: data.length },
      req,
      context,
    })
  })()

const count = async () => (await payload.count({ collection: 'documents' })).totalDocs

/**
 * The message a REST client (and the admin) receives for a refusal, as Payload's REST routes format
 * it in the production build. There the refusal comes from another copy of Payload's classes than
 * the route's own (the process's Payload is made at start-up, src/instrumentation.ts, from a bundle
 * of its own), so it is not an `instanceof APIError` for the route; and the minifier leaves those
 * classes without a name.
 */
const answered = async (upload: () => Promise<unknown>) => {
  const { APIError, formatErrors } = await import('payload')
  const name = Object.getOwnPropertyDescriptor(APIError, 'name')!
  Object.defineProperty(APIError, 'name', { value: '' })
  try {
    const error = await upload().then(
      () => expect.unreachable('the upload was stored'),
      (e: unknown) => e as Parameters<typeof formatErrors>[0],
    )
    Object.setPrototypeOf(error, Error.prototype)
    return formatErrors(error).errors[0]?.message
  } finally {
    Object.defineProperty(APIError, 'name', name)
  }
}

describe('document uploads', () => {
  it('stores a real PDF beside the images', async () => {
    const doc = await upload('brochure.pdf', fixture('cv.pdf'))
    expect(doc.mimeType).toBe('application/pdf')
    expect(doc.url).toBe(`/api/documents/file/${doc.filename}`)
    expect(existsSync(path.join(mediaDir, 'documents', doc.filename!))).toBe(true)
    await payload.delete({ collection: 'documents', id: doc.id, context })
  })

  it('refuses a file that is not a PDF by its bytes, whatever its name and type claim, in the admin language', async () => {
    const before = await count()
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    await expect(upload('brochure.pdf', html)).rejects.toMatchObject({ status: 400, message: errors.notPdf.en })
    await expect(upload('brochure.pdf', html, 'ar')).rejects.toMatchObject({ status: 400, message: errors.notPdf.ar })
    // A PDF header without the end of a PDF: a truncated upload or a disguised file.
    await expect(upload('brochure.pdf', Buffer.from('%PDF-1.7\n<script>'))).rejects.toMatchObject({ status: 400 })
    expect(await answered(() => upload('brochure.pdf', html))).toBe(errors.notPdf.en)
    expect(await answered(() => upload('brochure.pdf', html, 'ar'))).toBe(errors.notPdf.ar)
    expect(await count()).toBe(before)
  })

  it('refuses a PDF over 20 MB before storing anything', async () => {
    const before = await count()
    const pdf = fixture('cv.pdf')
    const large = Buffer.concat([pdf.subarray(0, 16), Buffer.alloc(20 * 1024 * 1024), pdf])
    await expect(upload('large.pdf', large, 'ar')).rejects.toMatchObject({ status: 413, message: errors.documentTooLarge.ar })
    // Through the REST API, Payload's multipart parser lets such a file reach the check.
    expect(payload.config.upload.limits?.fileSize).toBeGreaterThan(documentMaxBytes)
    expect(await answered(() => upload('large.pdf', large))).toBe(errors.documentTooLarge.en)
    expect(await answered(() => upload('large.pdf', large, 'ar'))).toBe(errors.documentTooLarge.ar)
    expect(await count()).toBe(before)
  })
})

describe('files missing from the disk', () => {
  it('answers 404 for a stored document or image whose file is gone, and serves it while it is there', async () => {
    const doc = await upload('policy.pdf', fixture('cv.pdf'))
    const handler = payload.collections.documents.config.upload.handlers![0]!
    const args = { doc, params: { collection: 'documents', filename: doc.filename! } }
    // Present: the handler lets Payload serve the file.
    expect(await handler({} as PayloadRequest, args)).toBeUndefined()
    rmSync(path.join(mediaDir, 'documents', doc.filename!))
    const response = (await handler({} as PayloadRequest, args)) as Response
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBe('no-store')

    const media = payload.collections.media.config.upload.handlers![0]!
    const missing = (await media({} as PayloadRequest, { doc, params: { collection: 'media', filename: 'never-uploaded.webp' } })) as Response
    expect(missing.status).toBe(404)
    await payload.delete({ collection: 'documents', id: doc.id, context })
  })
})

describe('alt text in both languages from one form', () => {
  it('writes the other language\'s alt text from the same save, so the upload drawer takes both', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a7' } }).png().toBuffer()
    for (const [locale, other] of [['en', 'ar'], ['ar', 'en']] as const) {
      const alt = { en: 'A green square on the lab\'s wall', ar: 'مربع أخضر على جدار المختبر' }
      const image = await payload.create({
        collection: 'media',
        locale,
        data: { alt: alt[locale], altOtherLanguage: alt[other] },
        file: { data: png, mimetype: 'image/png', name: `square-${locale}.png`, size: png.length },
        context,
      })
      const stored = (await payload.findByID({ collection: 'media', id: image.id, locale: 'all', depth: 0 })) as unknown as {
        alt: Record<string, string>
        missingTranslations: string[] | null
        altOtherLanguage?: string
      }
      expect(stored.alt).toEqual(alt)
      expect(stored.missingTranslations ?? []).toEqual([])
      // Not stored: the field only carries the text to the other language.
      expect(stored.altOtherLanguage).toBeUndefined()
      await payload.delete({ collection: 'media', id: image.id, context })
    }
  })
})
