import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { payloadPasswordHash } from './sign-in'

describe('sign-in timing', () => {
  it('hashes an unknown e-mail’s password exactly as Payload hashes a real one', async () => {
    // Payload does not export its hashing module; read it from the installed package.
    const file = pathToFileURL(path.resolve('node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js')).href
    const { getPasswordHashParameters, generatePasswordSaltHash } = await import(/* @vite-ignore */ file)
    const { hash } = await generatePasswordSaltHash({ isPasswordAuthenticated: true, password: 'a test password', req: {} })
    const current = getPasswordHashParameters(hash)
    expect({ iterations: current.iterations, keyLength: current.keyLength }).toEqual({
      iterations: payloadPasswordHash.iterations,
      keyLength: payloadPasswordHash.keyLength,
    })
  })
})
