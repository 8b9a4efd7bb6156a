import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { Cms } from '../cms'
import { editorToken, expect, fillConsultation, formReady, newVisitor, test } from '../fixtures'

export const adminLanguages = ['en', 'ar'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

/** A browser of its own, signed in as the editor (or the account of `token`), with the admin's interface in `language`. */
export async function adminIn(browser: Browser, language: AdminLanguage, { width = 1280, token = editorToken() }: { width?: number; token?: string } = {}) {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  await context.addCookies([
    { name: 'payload-token', value: token, url: origin },
    { name: 'payload-lng', value: language, url: origin },
  ])
  return { context, page: await context.newPage() }
}

/**
 * Opens an edit view's publish menu (the arrow beside Publish). On a busy machine the first click can
 * come before the admin's scripts handle it and be lost: it is sent again, only while the menu is
 * still closed (a second click on an open menu would close it).
 */
export async function openPublishMenu(page: Page) {
  const schedule = page.locator('#schedule-publish')
  await expect(async () => {
    if (!(await schedule.isVisible())) await page.locator('#action-save-popup button').first().click()
    await expect(schedule).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/** A consultation request a visitor sends through the contact form (the only way in); deleted after the test unless it erased it. */
export async function sendConsultation(browser: Browser, request: APIRequestContext, cms: Cms, email: string): Promise<{ id: number }> {
  const visitor = await newVisitor(browser, { javaScriptEnabled: false })
  await visitor.page.goto('/contact')
  await formReady(visitor.page, 'consultation-form')
  await fillConsultation(visitor.page, email)
  await visitor.page.getByRole('button', { name: 'Send message' }).click()
  await expect(visitor.page.getByTestId('form-success')).toBeVisible()
  await visitor.context.close()
  const found = await cms.find('consultation-requests', `where[email][equals]=${encodeURIComponent(email)}`)
  cms.afterwards(async () => expect([200, 404]).toContain((await request.delete(`/api/consultation-requests/${found.id}`, { headers: cms.headers })).status()))
  return found
}
