import { IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { formBodyBounds } from '@/forms/options'
import { screenFormBody } from './form-body'

/** A request whose body arrives in chunks of `chunkSize` bytes. */
function post(type: string, body: Buffer, chunkSize = 1000): IncomingMessage {
  const request = new IncomingMessage(new Socket())
  request.method = 'POST'
  request.url = '/contact'
  request.headers = { 'content-type': type, 'content-length': String(body.length) }
  for (let at = 0; at < body.length; at += chunkSize) request.push(body.subarray(at, at + chunkSize))
  request.push(null)
  return request
}

function multipart(fields: Array<[string, string]>, boundary = '----formdata-test-9d1f'): Buffer {
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`)
}

const bound = formBodyBounds.consultation.parts

describe('screenFormBody', () => {
  it('hands a genuine form on with its body to be read again', async () => {
    const body = multipart([['fullName', 'سارة العتيبي'], ['topics', 'nlp'], ['topics', 'iot'], ['token', 'x']])
    const onward = await screenFormBody(post('multipart/form-data; boundary=----formdata-test-9d1f', body, 7), bound)
    expect(onward).toBeInstanceOf(IncomingMessage)
    const chunks: Buffer[] = []
    for await (const chunk of onward as IncomingMessage) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(body)).toBe(true)
  })

  it('refuses 40,000 empty parts of one field at the first part over the bound', async () => {
    const body = multipart(Array.from({ length: 40_000 }, () => ['topics', ''] as [string, string]))
    expect(body.length).toBeGreaterThan(2_000_000)
    const result = await screenFormBody(post('multipart/form-data; boundary="----formdata-test-9d1f"', body, 64 * 1024), bound)
    expect(result).toMatchObject({ status: 413, kind: 'formParts' })
  })

  it('counts a delimiter split between two chunks once', async () => {
    const fields = Array.from({ length: bound }, (_, i) => [`f${i}`, 'x'] as [string, string])
    for (const chunkSize of [1, 3, 17, 29]) {
      expect(await screenFormBody(post('multipart/form-data; boundary=----formdata-test-9d1f', multipart(fields), chunkSize), bound)).toBeInstanceOf(IncomingMessage)
      const over = [...fields, ['one', 'more'] as [string, string]]
      expect(await screenFormBody(post('multipart/form-data; boundary=----formdata-test-9d1f', multipart(over), chunkSize), bound)).toMatchObject({ status: 413 })
    }
  })

  it('counts the fields of a URL-encoded body, and refuses multipart without a boundary', async () => {
    const many = Buffer.from(Array.from({ length: 5_000 }, (_, i) => `topics=${i}`).join('&'))
    expect(await screenFormBody(post('application/x-www-form-urlencoded', many), bound)).toMatchObject({ status: 413 })
    expect(await screenFormBody(post('application/x-www-form-urlencoded', Buffer.from('a=1&b=2')), bound)).toBeInstanceOf(IncomingMessage)
    expect(await screenFormBody(post('multipart/form-data', Buffer.from('x')), bound)).toMatchObject({ status: 400, kind: 'badRequest' })
  })

  it('bounds both forms from their shapes: a few dozen parts, kilobytes for a consultation, the CV and kilobytes for an application', () => {
    expect(formBodyBounds.consultation.parts).toBeGreaterThanOrEqual(27)
    expect(formBodyBounds.consultation.parts).toBeLessThan(64)
    expect(formBodyBounds.consultation.bytes).toBeLessThan(64 * 1024)
    expect(formBodyBounds.application.bytes - 5 * 1024 * 1024).toBeLessThan(64 * 1024)
  })
})
