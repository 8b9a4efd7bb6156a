// Creates .env on first run with a generated secret, and never changes an existing value.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

export function parseEnv(text) {
  const values = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}

/** Ensures `file` defines PAYLOAD_SECRET (generated once and kept) and returns its values. */
export function ensureEnvFile(file = '.env') {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const values = parseEnv(text)
  if (!values.PAYLOAD_SECRET && !process.env.PAYLOAD_SECRET) {
    const secret = randomBytes(32).toString('hex')
    const prefix = text && !text.endsWith('\n') ? '\n' : ''
    writeFileSync(
      file,
      `${text}${prefix}# Generated on first run; keep it secret and stable (it signs admin sessions).\nPAYLOAD_SECRET=${secret}\n`,
      { mode: 0o600 },
    )
    values.PAYLOAD_SECRET = secret
    console.log(`Generated PAYLOAD_SECRET in ${file}.`)
  }
  return values
}
