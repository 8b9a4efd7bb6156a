import { access, constants, mkdir } from 'node:fs/promises'
import { env } from '@/env'
import { dependency } from '@/lib/dependencies.mjs'

/**
 * Where uploads live: an S3-compatible bucket when S3_BUCKET is set (media and CVs, as two key
 * prefixes), else the MEDIA_DIR and PRIVATE_UPLOADS_DIR folders (shared between instances by
 * mounting one volume, docs/deploying.md).
 */
export const s3Configured = () => Boolean(env.S3_BUCKET)

export function s3ClientConfig() {
  return {
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    // A bucket that is away or hung: the connection gives up after 3 s, a request without an answer after 30 s.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  }
}

/** The storage answers: the bucket exists and may be used, or both folders are writable. */
export async function storageReachable(): Promise<string | void> {
  if (s3Configured()) {
    const { HeadBucketCommand, S3Client } = await import('@aws-sdk/client-s3')
    const client = new S3Client(s3ClientConfig())
    try {
      await dependency('storage').call((abortSignal) => client.send(new HeadBucketCommand({ Bucket: env.S3_BUCKET }), { abortSignal }))
    } finally {
      client.destroy()
    }
    return `bucket ${env.S3_BUCKET}`
  }
  for (const dir of [env.MEDIA_DIR, env.PRIVATE_UPLOADS_DIR]) {
    await mkdir(dir, { recursive: true })
    await access(dir, constants.W_OK)
  }
}
