import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { globalLabels } from '../../../src/labels/collections'
import { arrayLabels, fieldLabels } from '../../../src/labels/fields'
import { optionLabels } from '../../../src/labels/options'
import { expect, newVisitor, richText, signInAsEditor, test } from '../fixtures'
import { adminIn } from './admin-page'

type Row = { id: string; label: string }
const seeded = JSON.parse(readFileSync(resolve('content/globals/menus.json'), 'utf8')) as { header: { label: { en: string; ar: string } }[] }
const preview = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`

/** The main menu's submenu called `label`, opened, on a page at 1280 px. */
async function openSubmenu(page: Page, label: string) {
  const summary = page.locator('#site-menu details[data-menu] > summary', { hasText: label })
  await summary.click()
  return page.locator('#site-menu details[data-menu][open] .menu-panel')
}

test.describe('menus as content', () => {
  test('an editor drafts a submenu, previews it, publishes it in the admin; visitors see it in both languages, following the page it links to', async ({ page, request, browser, cms }) => {
    // Two languages, preview, the admin and revalidation after three publishes: a slow test.
    test.slow()
    // Last of all, after the menus are put back: the Arabic menu is the seeded one again.
    cms.afterwards(async () => {
      const menus = await (await request.get('/api/globals/menus?locale=ar&depth=0', { headers: cms.headers })).json()
      expect((menus.header as Row[]).map((row) => row.label)).toEqual(seeded.header.map((item) => item.label.ar))
    })
    const stamp = Date.now()
    const target = await cms.create('pages', { title: 'Our partners', slug: `partners-${stamp}`, layout: [{ blockType: 'richText', body: richText('Who we work with.') }] })
    const block = (target.layout as { id: string }[])[0]!
    const arabicPage = { title: 'شركاؤنا', slug: `شركاؤنا-${stamp}`, layout: [{ id: block.id, blockType: 'richText', body: richText('من نعمل معهم.') }], _status: 'published' }
    expect((await cms.update('pages', target.id, arabicPage, { locale: 'ar' })).status()).toBe(200)

    // A draft of the menu with a new submenu: a page of the site and an external address.
    const published = await (await request.get('/api/globals/menus?locale=en&depth=0', { headers: cms.headers })).json()
    const company = {
      label: 'Company',
      submenu: 'links',
      children: [
        { label: 'Our partners', link: { kind: 'document', document: { relationTo: 'pages', value: target.id } } },
        { label: 'LinkedIn', link: { kind: 'url', url: 'https://www.linkedin.com/company/thaqib-lab' } },
      ],
    }
    const column = { heading: 'Company', links: [{ label: 'Partners', link: { kind: 'document', document: { relationTo: 'pages', value: target.id } } }] }
    const drafted = await cms.updateGlobal('menus', { header: [...(published.header as Row[]), company], footerColumns: [column] }, { draft: true })
    expect(drafted.status()).toBe(200)
    const draft = await (await request.get('/api/globals/menus?locale=en&draft=true&depth=0', { headers: cms.headers })).json()
    const rows = draft.header as (Row & { children?: Row[] })[]
    const added = rows.at(-1)!
    const arabic = await (await request.get('/api/globals/menus?locale=ar&draft=true&depth=0', { headers: cms.headers })).json()
    const arabicRows = (arabic.header as (Row & { children?: Row[] })[]).map((row) =>
      row.id === added.id ? { ...row, label: 'الشركة', children: row.children?.map((child, i) => ({ ...child, label: i === 0 ? 'شركاؤنا' : 'لينكدإن' })) } : row,
    )
    expect((await cms.updateGlobal('menus', { header: arabicRows }, { locale: 'ar', draft: true })).status()).toBe(200)

    // Visitors still have the published menu; the editor previews the draft on the home page.
    const visitor = await newVisitor(browser)
    await visitor.page.goto('/')
    await expect(visitor.page.locator('#site-menu summary', { hasText: 'Company' })).toHaveCount(0)
    await signInAsEditor(page.context())
    await page.goto(preview('/ar'))
    const previewed = await openSubmenu(page, 'الشركة')
    await expect(previewed.getByRole('link', { name: 'شركاؤنا' })).toHaveAttribute('href', `/ar/شركاؤنا-${stamp}`)

    // Published from the admin's edit screen of the global.
    await page.goto('/admin/globals/menus?locale=en')
    await expect(page.getByRole('heading', { name: globalLabels.menus.en })).toBeVisible()
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect.poll(async () => (await request.get('/api/globals/menus?locale=en&depth=0')).json().then((m) => (m.header as Row[]).at(-1)?.label)).toBe('Company')

    // Every visitor, in both languages: a submenu with the page at its address in each language and
    // the external link opening apart.
    // Each language's own address of the page (ADR 055).
    for (const [path, label, partners, address] of [
      ['/', 'Company', 'Our partners', `/partners-${stamp}`],
      ['/ar/about', 'الشركة', 'شركاؤنا', `/ar/شركاؤنا-${stamp}`],
    ] as const) {
      await expect
        .poll(async () => {
          await visitor.page.goto(path)
          return visitor.page.locator('#site-menu summary', { hasText: label }).count()
        })
        .toBe(1)
      const panel = await openSubmenu(visitor.page, label)
      await expect(panel.getByRole('link', { name: partners })).toHaveAttribute('href', address)
      // The footer's new column, with the page (its Arabic text falls back to the English: not written).
      const footerColumn = visitor.page.getByRole('contentinfo').getByRole('region', { name: 'Company' })
      await expect(footerColumn.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', address)
      const external = panel.locator('a[href="https://www.linkedin.com/company/thaqib-lab"]')
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The page is renamed: the menu follows it, with no edit of the menu.
    expect((await cms.update('pages', target.id, { slug: `partners-renamed-${stamp}` })).status()).toBe(200)
    await expect
      .poll(async () => {
        await visitor.page.goto('/blog')
        return (await openSubmenu(visitor.page, 'Company')).getByRole('link', { name: 'Our partners' }).getAttribute('href')
      })
      .toBe(`/partners-renamed-${stamp}`)

    // Unpublished, the page leaves the menu rather than leading to a page that is not there.
    expect((await cms.update('pages', target.id, { _status: 'draft' })).status()).toBe(200)
    await expect
      .poll(async () => {
        await visitor.page.goto('/careers')
        return (await openSubmenu(visitor.page, 'Company')).getByRole('link').allTextContents()
      })
      .toEqual(['LinkedIn'])
    await visitor.context.close()
  })

  test('the Arabic admin names the menus, their lists and their choices in Arabic, with Preview and versions', async ({ browser }) => {
    const { context, page } = await adminIn(browser, 'ar')
    // The content language said, not left to the account's last choice (another test's).
    await page.goto('/admin/globals/menus?locale=ar')
    await expect(page.getByRole('heading', { name: globalLabels.menus.ar })).toBeVisible()
    for (const label of [arrayLabels.menuItems.plural.ar, arrayLabels.footerColumns.plural.ar, arrayLabels.legalLinks.plural.ar]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
    }
    await expect(page.getByText(new RegExp(`^${fieldLabels.submenu.ar}`)).first()).toBeVisible()
    await expect(page.getByRole('radio', { name: optionLabels.menuLinkKinds.document.ar }).first()).toBeAttached()
    // Preview opens the home page in the content language, where the menus show; the versions are a tab of their own.
    await expect(page.getByRole('link', { name: 'معاينة', exact: true })).toHaveAttribute('href', `/api/preview?path=${encodeURIComponent('/ar')}`)
    await expect(page.locator('a[href^="/admin/globals/menus/versions"]').first()).toBeVisible()
    await context.close()
  })
})
