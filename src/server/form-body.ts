import type { IncomingMessage } from 'node:http'
import { replayed } from './graphql-gate'
import type { Refusal } from './screen'

/**
 * A form post's body, read and counted before the app parses any of it: the request to hand on
 * (the same request with its body replayed) or the refusal. Its length was checked against the
 * form's bound already (screen.ts); here its parts are counted as they arrive, in one pass, and
 * reading stops at the first part over the form's bound (docs/decisions/026-hostile-requests.md).
 */
export async function screenFormBody(request: IncomingMessage, maxParts: number): Promise<IncomingMessage | Refusal> {
  const type = (request.headers['content-type'] ?? '').toLowerCase()
  const counter = partCounter(type, request.headers['content-type'] ?? '')
  if (counter === 'malformed') return { status: 400, kind: 'badRequest', reason: 'multipart body without a boundary' }
  const tooMany: Refusal = { status: 413, kind: 'formParts', reason: `form post with more than ${maxParts} parts` }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let settled = false
    const settle = (result: IncomingMessage | Refusal) => {
      if (settled) return
      settled = true
      request.off('data', onData)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      chunks.push(chunk)
      if (counter && counter(chunk) > maxParts) settle(tooMany)
    }
    request.on('data', onData)
    request.once('end', () => settle(replayed(request, Buffer.concat(chunks))))
    request.once('error', () => settle({ status: 400, kind: 'badRequest', reason: 'form post cut short' }))
  })
}

/**
 * Counts the parts of a body chunk by chunk: each multipart delimiter (`--boundary`), or each `&`
 * of a URL-encoded body. Other bodies (a server action's JSON arguments) are bounded by their
 * length alone. A delimiter split between two chunks is found through the carried tail.
 */
function partCounter(type: string, raw: string): ((chunk: Buffer) => number) | null | 'malformed' {
  let parts = 0
  if (type.startsWith('multipart/form-data')) {
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(raw)
    const value = boundary?.[1] ?? boundary?.[2]
    if (!value) return 'malformed'
    const delimiter = Buffer.from(`--${value}`)
    let tail: Buffer = Buffer.alloc(0)
    return (chunk) => {
      const window = tail.length ? Buffer.concat([tail, chunk]) : chunk
      for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length)) parts += 1
      tail = window.subarray(Math.max(0, window.length - delimiter.length + 1))
      // The closing delimiter (`--boundary--`) ends the last part; it opens none.
      return parts - 1
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) {
    parts = 1
    return (chunk) => {
      for (let at = chunk.indexOf(0x26); at !== -1; at = chunk.indexOf(0x26, at + 1)) parts += 1
      return parts
    }
  }
  return null
}
