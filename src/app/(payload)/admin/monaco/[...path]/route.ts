import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sitePayload } from '@/data/payload'

// Monaco's files for the admin's code editor (rich text's code blocks), from the installed package,
// where scripts/payload-admin-fixes.mjs points its loader instead of a CDN: nothing is downloaded
// from elsewhere. For signed-in staff only: the editor's main script is 2.4 MB, compressed on each
// answer (about 0.1 s of CPU), which a stranger must not be able to ask for over and over.

const root = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
}
const segment = /^[\w-][\w.-]{0,99}$/

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const parts = (await params).path
  const type = types[path.extname(parts.at(-1) ?? '')]
  // Only `vs/…` files of the three kinds Monaco loads, named plainly (no dot segments, no encoding tricks).
  if (parts[0] !== 'vs' || parts.length > 6 || !type || !parts.every((part) => segment.test(part))) return notFound()
  const file = path.join(root, ...parts.slice(1))
  if (!file.startsWith(root + path.sep)) return notFound()
  const { user } = await (await sitePayload()).auth({ headers: request.headers })
  if (!user) return new Response('Sign in to the admin first.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  const body = await readFile(/* turbopackIgnore: true */ file).catch(() => null)
  if (!body) return notFound()
  // A new version of the package replaces these files under the same names: kept an hour, by the
  // editor's browser only.
  return new Response(new Uint8Array(body), { headers: { 'content-type': type, 'cache-control': 'private, max-age=3600' } })
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
