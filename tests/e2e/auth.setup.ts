import { readFile } from 'node:fs/promises'
import { expect, test as setup } from '@playwright/test'
import { editor, editorStatePath } from './editor'

/**
 * The seeded editor signs in once for the whole run; every test that acts as staff reuses the
 * saved session (its cookie in the browser, its token over the API). Payload keeps a user's
 * sessions in one list that each login rewrites, so logins racing across workers could drop each
 * other's session: one login removes the race instead of serializing it.
 */
setup('the editor signs in once for the run', async ({ request }) => {
  const response = await request.post('/api/users/login', { data: editor })
  expect(response.status()).toBe(200)
  await request.storageState({ path: editorStatePath })
  const state = JSON.parse(await readFile(editorStatePath, 'utf8')) as { cookies: { name: string }[] }
  expect(state.cookies.map((cookie) => cookie.name)).toContain('payload-token')
})
