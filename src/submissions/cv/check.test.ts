import { describe, expect, it } from 'vitest'
import { fixture, manyObjectsPdf, objectStreamBombPdf, pdfHtmlPolyglot, truncatedPdf, zipBombDocx } from '../../../tests/support/documents'
import { checkCv } from './check'
import { pdfLimits, pdfPageCount, pdfWithinLimits } from './pdf-parse'

describe('CV content check', () => {
  it('accepts a PDF and a DOCX by their content, under a generated name', async () => {
    const pdf = await checkCv(new File([fixture('cv.pdf')], 'My CV (final).pdf', { type: 'application/pdf' }))
    expect(pdf).toMatchObject({ ok: true, ext: 'pdf', mimeType: 'application/pdf', originalName: 'My CV (final).pdf' })
    expect(pdf.ok && pdf.storedName).toMatch(/^cv-[0-9a-f-]{36}\.pdf$/)
    const docx = await checkCv(new File([fixture('cv.docx')], 'cv.docx'))
    expect(docx).toMatchObject({ ok: true, ext: 'docx' })
  })

  it('keeps the original name only as a safe label: no control or direction characters', async () => {
    const spoofed = await checkCv(new File([fixture('cv.pdf')], 'cv\u202Efdp.exe\u0000\n.pdf', { type: 'application/pdf' }))
    expect(spoofed).toMatchObject({ ok: true, originalName: 'cvfdp.exe.pdf' })
    const invisible = await checkCv(new File([fixture('cv.docx')], '\u202E\u0001'))
    expect(invisible).toMatchObject({ ok: true, originalName: 'cv.docx' })
  })

  it('refuses a renamed executable whatever its name and claimed type', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096)])
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)])
    expect(await checkCv(new File([elf], 'cv.pdf', { type: 'application/pdf' }))).toEqual({ ok: false, error: 'cvType' })
    expect(await checkCv(new File([mz], 'cv.docx'))).toEqual({ ok: false, error: 'cvType' })
  })

  it('refuses other document types and plain text named .pdf', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
    expect(await checkCv(new File([png], 'cv.png'))).toEqual({ ok: false, error: 'cvType' })
    expect(await checkCv(new File(['Just some text, not a PDF.'], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
  })

  it('refuses a file over 5 MB before reading it, and a missing file', async () => {
    const big = new File([Buffer.concat([fixture('cv.pdf'), Buffer.alloc(5 * 1024 * 1024)])], 'cv.pdf')
    expect(await checkCv(big)).toEqual({ ok: false, error: 'cvTooLarge' })
    expect(await checkCv(new File([], ''))).toEqual({ ok: false, error: 'cvRequired' })
    expect(await checkCv(null)).toEqual({ ok: false, error: 'cvRequired' })
  })

  it('refuses a DOCX that unpacks to far more than a document, without unpacking it', async () => {
    const bomb = await zipBombDocx(300 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    expect(await checkCv(new File([bomb], 'cv.docx'))).toEqual({ ok: false, error: 'cvType' })
    // Making the bomb means compressing 300 MB, which takes a busy machine well over the default 5 s.
  }, 120_000)

  it('refuses a ZIP that is not a Word document', async () => {
    const docx = fixture('cv.docx')
    // The same archive with its main part renamed: still a ZIP, no longer a Word document.
    const renamed = Buffer.from(docx.toString('latin1').replaceAll('word/document.xml', 'word/documenu.xml'), 'latin1')
    expect(await checkCv(new File([renamed], 'cv.docx'))).toMatchObject({ ok: false })
  })

  it('refuses a PDF that also is a web page, and one that does not parse as a PDF', async () => {
    expect(await checkCv(new File([pdfHtmlPolyglot()], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
    expect(await checkCv(new File([truncatedPdf()], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41), Buffer.from('\nxref\n%%EOF\n')])
    expect(await checkCv(new File([garbage], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
  })
})

describe('a CV crafted to be costly to check', () => {
  it('a 5 MB PDF of tiny objects is refused by counting them, without parsing it', async () => {
    const crafted = manyObjectsPdf()
    expect(crafted.length).toBeGreaterThan(5_000_000)
    expect(crafted.length).toBeLessThanOrEqual(5 * 1024 * 1024)
    expect(pdfWithinLimits(crafted)).toBe(false)
    expect(await checkCv(new File([crafted], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
    expect(await checkCv(new File([crafted], 'cv.pdf'), { parse: false })).toEqual({ ok: false, error: 'cvType' })
  })

  it('a PDF whose object stream inflates to 64 MB is refused after inflating at most the budget', async () => {
    const bomb = objectStreamBombPdf(64 * 1024 * 1024)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(pdfWithinLimits(bomb)).toBe(false)
    expect(await checkCv(new File([bomb], 'cv.pdf'))).toEqual({ ok: false, error: 'cvType' })
  }, 60_000)

  it('the quick checks alone accept a genuine PDF; the parse then confirms it', async () => {
    expect(pdfWithinLimits(fixture('cv.pdf'))).toBe(true)
    expect(await checkCv(new File([fixture('cv.pdf')], 'cv.pdf'), { parse: false })).toMatchObject({ ok: true })
    expect(await checkCv(new File([truncatedPdf()], 'cv.pdf'), { parse: false })).toEqual({ ok: false, error: 'cvType' })
  })

  it('parses one document at a time and refuses more than a few waiting, then recovers', async () => {
    const pdf = fixture('cv.pdf')
    const results = await Promise.all(Array.from({ length: pdfLimits.waiting + 3 }, () => pdfPageCount(pdf)))
    expect(results.filter((r) => r === 1).length).toBeGreaterThanOrEqual(pdfLimits.waiting)
    expect(results).toContain('busy')
    expect(await pdfPageCount(pdf)).toBe(1)
  }, 60_000)
})
