import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

const credentials = { email: process.env.ADMIN_EMAIL ?? 'editor@thaqiblab.sa', password: process.env.ADMIN_PASSWORD ?? 'test-editor-password' }

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: credentials })
  expect(response.status()).toBe(200)
  return (await response.json()).token
}

test.describe('editing in the admin', () => {
  test('offers the admin in Arabic, right to left', async ({ request }) => {
    const html = await (await request.get('/admin/login', { headers: { cookie: 'payload-lng=ar' } })).text()
    expect(html).toMatch(/<html[^>]*dir="RTL"[^>]*lang="ar"/i)
  })

  test('an Arabic edit published by an editor appears on /ar/blog/{slug} after revalidation', async ({ page, request }) => {
    const slug = 'lakehouse-architecture-for-banks'
    await page.goto(`/ar/blog/${slug}`)
    const before = await page.locator('h1').innerText()

    const token = await login(request)
    const auth = { Authorization: `JWT ${token}` }
    const found = await (await request.get(`/api/posts?where[slug][equals]=${slug}&depth=0`, { headers: auth })).json()
    const id = found.docs[0].id
    const title = `${before} — نسخة محدّثة`
    const saved = await request.patch(`/api/posts/${id}?locale=ar`, { headers: auth, data: { title, _status: 'published' } })
    expect(saved.status()).toBe(200)

    await page.goto(`/ar/blog/${slug}`)
    await expect(page.locator('h1')).toHaveText(title)
    // The English page keeps its own title.
    await page.goto(`/blog/${slug}`)
    await expect(page.locator('h1')).not.toHaveText(title)
  })

  test('visitors cannot read drafts or write content through the API', async ({ request }) => {
    const create = await request.post('/api/posts', { data: { title: 'x', slug: 'x' } })
    expect(create.status()).toBe(403)
    const graphql = await request.post('/api/graphql', {
      data: { query: 'mutation { createCategory(data: { title: "x", slug: "x" }) { id } }' },
    })
    expect((await graphql.json()).errors?.[0]?.message).toMatch(/not allowed/i)
  })

  test('GraphQL answers queries over GET and refuses mutations over GET', async ({ request }) => {
    const query = 'query { Posts(locale: ar, limit: 1) { docs { slug title } } }'
    const get = await request.get(`/api/graphql?${new URLSearchParams({ query })}`)
    expect(get.status()).toBe(200)
    expect((await get.json()).data.Posts.docs[0].title).toMatch(/[\u0600-\u06FF]/)
    const mutation = await request.get(`/api/graphql?${new URLSearchParams({ query: 'mutation { logoutUser }' })}`)
    expect(mutation.status()).toBe(405)
  })
})
