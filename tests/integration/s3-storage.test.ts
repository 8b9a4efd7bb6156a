import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixture } from '../support/documents'
import { migratedPayload } from '../support/payload-instance'

// With S3_BUCKET, media and CVs go to an S3-compatible bucket shared by every instance, never to the
// local folders. A real Payload on a temporary SQLite file, and a local S3-compatible server.
const dir = mkdtempSync(path.join(tmpdir(), 'lab-s3-'))
const bucket = 'thaqib-uploads'
let s3rver: S3rver
let client: S3Client
let payload: Payload
let storageReachable: typeof import('@/lib/storage').storageReachable

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: path.join(dir, 's3'), silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await s3rver.run()
  Object.assign(process.env, {
    DATABASE_URL: `file:${path.join(dir, 's3.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private-uploads'),
    PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  client = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  ;({ storageReachable } = await import('@/lib/storage'))
  payload = await migratedPayload()
})

afterAll(async () => {
  await payload?.destroy()
  client?.destroy()
  await s3rver?.close()
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) delete process.env[name]
  rmSync(dir, { recursive: true, force: true })
})

const keysUnder = async (prefix: string) => ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key)

describe('uploads in an S3-compatible bucket', () => {
  it('stores a CV in the bucket under its own prefix, byte for byte, and nothing on the local disk', async () => {
    const pdf = fixture('cv.pdf')
    const stored = await payload.create({ collection: 'cv-files', data: { originalName: 'cv.pdf' }, file: { data: pdf, mimetype: 'application/pdf', name: 'cv-s3-test.pdf', size: pdf.length } })
    expect(await keysUnder('cv-files/')).toContain(`cv-files/${stored.filename}`)
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `cv-files/${stored.filename}` }))
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(pdf)).toBe(true)
    expect(existsSync(process.env.PRIVATE_UPLOADS_DIR!) ? readdirSync(process.env.PRIVATE_UPLOADS_DIR!) : []).toEqual([])
  })

  it('stores media in the bucket, with the sizes Payload makes', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const stored = await payload.create({ collection: 'media', data: { alt: 'A test pixel' }, file: { data: png, mimetype: 'image/png', name: 'pixel-s3.png', size: png.length } })
    expect(await keysUnder('media/')).toContain(`media/${stored.filename}`)
    expect(existsSync(process.env.MEDIA_DIR!) ? readdirSync(process.env.MEDIA_DIR!) : []).toEqual([])
  })

  it('reports the bucket as reachable for readiness', async () => {
    expect(await storageReachable()).toBe(`bucket ${bucket}`)
  })
})
