import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type Handler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file handler that answers 404 when a stored document's file is not on the disk (Payload answers
 * 500 and logs an error, so a deleted or never-restored file looks like a fault of the site). Any
 * other case falls through to Payload's own handler (undefined), which serves the file.
 */
export function missingFileIsNotFound(staticDir: string): Handler {
  const dir = path.resolve(staticDir)
  // Payload's type wants either always a Response or never one; it checks `instanceof Response`.
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const file = path.resolve(dir, params.filename)
    // Payload refuses a name that leaves the folder itself.
    if (!file.startsWith(dir + path.sep)) return undefined
    try {
      await stat(file)
      return undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return Response.json(
        { errors: [{ message: 'Not Found' }] },
        { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
      )
    }
  }
  return handler as Handler
}
