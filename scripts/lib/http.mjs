// An HTTP request as it travels, for the benchmark and the tests that look at the bytes themselves
// (fetch would decompress them and add headers of its own). Uses Node built-ins only.
import http from 'node:http'

/**
 * A request with only the headers given (a plain GET sends no Accept-Encoding, as autocannon does):
 * status, headers and the body's bytes as they came, not decompressed.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function fetchRaw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks = []
      response.on('data', (c) => chunks.push(c))
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end(body)
  })
}
