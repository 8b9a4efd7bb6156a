import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The editor the seed creates (scripts/test.mjs passes the same values to the server). */
export const editor = { email: process.env.ADMIN_EMAIL ?? 'editor@thaqiblab.sa', password: process.env.ADMIN_PASSWORD ?? 'test-editor-password' }

/** Where the setup project (auth.setup.ts) saves the editor's signed-in session for the run. */
export const editorStatePath = path.resolve('test-results', '.auth', 'editor.json')

type Cookie = { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None' }

/** The saved session's cookies (read once per worker). */
let saved: Cookie[] | undefined
export function editorCookies(): Cookie[] {
  saved ??= (JSON.parse(readFileSync(editorStatePath, 'utf8')) as { cookies: Cookie[] }).cookies
  return saved
}

/** The saved session's token, for API calls as the editor (`Authorization: JWT …`). */
export function editorToken(): string {
  const cookie = editorCookies().find((c) => c.name === 'payload-token')
  if (!cookie) throw new Error(`No editor session in ${editorStatePath}: did the setup project run?`)
  return cookie.value
}
