import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { deflateSync } from 'node:zlib'
import yauzl from 'yauzl'
import yazl from 'yazl'

/** CV files for tests: the committed fixtures, and hostile variants made from them on the spot. */
export const fixture = (name: 'cv.pdf' | 'cv.docx') => readFileSync(path.resolve(import.meta.dirname, '../fixtures', name))

function zip(fill: (archive: yazl.ZipFile) => void): Promise<Buffer<ArrayBuffer>> {
  const archive = new yazl.ZipFile()
  fill(archive)
  archive.end()
  const chunks: Buffer[] = []
  const out = archive.outputStream.pipe(new PassThrough())
  return new Promise((resolve, reject) => {
    out.on('data', (chunk: Buffer) => chunks.push(chunk))
    out.on('end', () => resolve(Buffer.concat(chunks)))
    out.on('error', reject)
  })
}

/** Zeros, streamed: the archive holds only their deflated form. */
function zeros(bytes: number): Readable {
  const block = Buffer.alloc(1024 * 1024)
  let left = bytes
  return new Readable({
    read() {
      if (left <= 0) return this.push(null)
      const size = Math.min(left, block.length)
      left -= size
      this.push(size === block.length ? block : block.subarray(0, size))
    },
  })
}

/** The parts of the committed DOCX fixture, by name. */
function fixtureParts(): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(fixture('cv.docx'), { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error)
      const parts = new Map<string, Buffer>()
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks))
            archive.readEntry()
          })
        }),
      )
      archive.on('end', () => resolve(parts))
      archive.readEntry()
    })
  })
}

/** The DOCX fixture with one more image that unpacks to `bytes` of zeros (a zip bomb). */
export async function zipBombDocx(bytes: number): Promise<Buffer<ArrayBuffer>> {
  const parts = await fixtureParts()
  return zip((archive) => {
    for (const [name, data] of parts) archive.addBuffer(data, name)
    archive.addReadStream(zeros(bytes), 'word/media/image1.png', { size: bytes })
  })
}

/** A well-formed PDF (the fixture) with a web page hidden in a comment after its header. */
export function pdfHtmlPolyglot(): Buffer<ArrayBuffer> {
  const pdf = fixture('cv.pdf')
  const headerEnd = pdf.indexOf(0x0a) + 1
  return Buffer.concat([pdf.subarray(0, headerEnd), Buffer.from('%<html><body><script>alert(document.cookie)</script></body></html>\n'), pdf.subarray(headerEnd)])
}

/** A PDF header and body without its cross-reference table and end marker. */
export function truncatedPdf(): Buffer<ArrayBuffer> {
  const pdf = fixture('cv.pdf')
  return Buffer.from(pdf.subarray(0, pdf.lastIndexOf('xref')))
}

/**
 * A valid one-page PDF padded with `count` tiny objects up to about `bytes` (a crafted CV that is
 * cheap to send and costly to parse), with a cross-reference table, so it passes every quick check.
 */
export function manyObjectsPdf(bytes = 5 * 1024 * 1024 - 4096): Buffer<ArrayBuffer> {
  const head = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n'
  const parts = [head]
  let size = head.length
  for (let n = 4; size < bytes; n++) {
    const object = `${n} 0 obj\n[${n}]\nendobj\n`
    parts.push(object)
    size += object.length
  }
  parts.push('xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n0\n%%EOF\n')
  return Buffer.from(parts.join(''), 'latin1')
}

/** A valid one-page PDF whose object stream inflates to `bytes` (a decompression bomb inside a PDF). */
export function objectStreamBombPdf(bytes = 64 * 1024 * 1024): Buffer<ArrayBuffer> {
  const inflated = deflateSync(Buffer.alloc(bytes, 0x20), { level: 9 })
  const head = `%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${inflated.length} >>\nstream\n`
  const tail = '\nendstream\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'
  return Buffer.concat([Buffer.from(head, 'latin1'), inflated, Buffer.from(tail, 'latin1')])
}

/** The files of a ZIP archive by name (a test reads what an export wrote). */
export function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error)
      const files = new Map<string, Buffer>()
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, async (openError, stream) => {
          if (openError) return reject(openError)
          const chunks: Buffer[] = []
          for await (const chunk of stream) chunks.push(chunk as Buffer)
          files.set(entry.fileName, Buffer.concat(chunks))
          archive.readEntry()
        }),
      )
      archive.on('end', () => resolve(files))
      archive.on('error', reject)
      archive.readEntry()
    })
  })
}
