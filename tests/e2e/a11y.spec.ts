import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { getLocale, type Locale, locales, localizePath } from '../../src/i18n/locales'
import type { Messages } from '../../src/i18n/messages'
import { copyWithoutScripts, expectFocusNotObscured, expectNoAxeViolations, setWidth, tabThroughPage, tabTo, undersizedTargets, widths } from './a11y-checks'
import { expect, formReady, newVisitor, siteLocales, test } from './fixtures'

// Every test opens its own pages; they can run side by side. Each checks a page or state through
// and through (axe and targets at two widths, then the keyboard), so each gets more time than usual.
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

type Code = (typeof siteLocales)[number]['code']

/** The site's own messages, so the tests find controls by the names visitors hear. */
const messages = Object.fromEntries(locales.map((l) => [l.code, JSON.parse(readFileSync(path.resolve('messages', l.file), 'utf8'))])) as Record<Locale, Messages>

/** One page of each type. Each is checked as it is once loaded (and, with JavaScript, rendered). */
const pageTypes = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'solutions index', path: '/solutions' },
  { name: 'technology solution', path: '/solutions/nlp' },
  { name: 'industry solution', path: '/solutions/health-tech' },
  { name: 'case studies', path: '/case-studies' },
  { name: 'case study', path: '/case-studies/hospital-bed-forecasting' },
  { name: 'blog index', path: '/blog' },
  { name: 'blog post', path: '/blog/arabic-rag-enterprise-search' },
  { name: 'careers', path: '/careers', form: 'application-form' },
  { name: 'job posting', path: '/careers/senior-machine-learning-engineer-riyadh', form: 'application-form' },
  { name: 'contact', path: '/contact', form: 'consultation-form' },
  { name: 'generic page', path: '/privacy-policy' },
  // Next.js sends a notFound() page as an empty document that the browser renders (ADR 002).
  { name: '404', path: '/no-such-page', ready: 'not-found-message' },
] as const satisfies { name: string; path: string; form?: string; ready?: string }[]

async function open(page: Page, locale: Code, type: (typeof pageTypes)[number]) {
  await page.goto(localizePath(type.path, locale))
  if ('ready' in type) await expect(page.getByTestId(type.ready)).toBeVisible()
  if ('form' in type) await formReady(page, type.form)
}

/** axe and the target-size measurement at both widths, on the page as it is now. */
async function checkState(page: Page, state: string) {
  for (const width of widths) {
    await setWidth(page, width)
    await test.step(`${state} at ${width} px`, async () => {
      await expectNoAxeViolations(page, `${state} at ${width} px`)
      expect(await undersizedTargets(page), `targets under 24x24 px on ${state} at ${width} px`).toEqual([])
    })
  }
}

for (const locale of siteLocales) {
  const t = messages[locale.code]

  test.describe(`${locale.code}: every page type`, () => {
    for (const type of pageTypes) {
      test(`${type.name}: no axe violations, targets of 24 px, focus never under the header`, async ({ page }) => {
        // Focus scrolls smoothly otherwise: it ends in the same place, only later (tested on its own below).
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await open(page, locale.code, type)
        await checkState(page, `${locale.code}${type.path}`)
        // Shift+Tab at both widths: going back, the browser scrolls the focus to the top edge, under
        // the header unless scroll-padding keeps it clear. Tab forward at 375 px, the longest layout.
        for (const [width, backwards] of [[375, false], [375, true], [1280, true]] as const) {
          await setWidth(page, width)
          await test.step(`${backwards ? 'Shift+Tab' : 'Tab'} through the page at ${width} px`, async () => {
            const { visited, obscured } = await tabThroughPage(page, { backwards })
            expect(visited).toBeGreaterThan(3)
            expect(obscured, `focused elements under the sticky header at ${width} px`).toEqual([])
          })
        }
      })
    }
  })

  test(`${locale.code}: the blog index after "load more"`, async ({ page }) => {
    await page.goto(localizePath('/blog', locale.code))
    const items = page.getByTestId('post-list').getByRole('listitem')
    const before = await items.count()
    // Focus entering the list loads its code; the link to the next page becomes the button, and a
    // focus already on the link moves to the button.
    await tabTo(page, page.getByTestId('load-more'), 120)
    await expect(page.getByRole('button', { name: t.Blog.loadMore })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.nth(before).getByRole('link')).toBeFocused()
    await expectFocusNotObscured(page)
    await checkState(page, `${locale.code}/blog after load more`)
  })

  test(`${locale.code}: the open mobile menu and its Solutions list`, async ({ page }) => {
    await setWidth(page, 375)
    await page.goto(localizePath('/about', locale.code))
    const toggle = page.getByRole('banner').getByRole('button', { name: t.Layout.openMenu })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    const nav = page.getByRole('banner').getByRole('navigation', { name: t.Layout.primaryNavigation })
    await expect(nav).toBeVisible()
    // The consultation action is in the menu, and the page behind it is dimmed.
    const consultation = nav.getByRole('link', { name: t.Layout.requestConsultation })
    await expect(consultation).toBeVisible()
    // The menu is above the dimmed page: what a press on its button reaches is the button.
    const box = await consultation.boundingBox()
    expect(box).not.toBeNull()
    const center = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 }
    const reached = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim() ?? null, center)
    expect(reached).toBe(t.Layout.requestConsultation)
    expect(await nav.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor)).toMatch(/(\/ ?|, )0\.5\)$/)
    const solutions = nav.locator('summary', { hasText: t.Layout.solutions })
    await tabTo(page, solutions)
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: t.Layout.allSolutions })).toBeVisible()
    await expectNoAxeViolations(page, `${locale.code} open mobile menu`)
    expect(await undersizedTargets(page), 'targets under 24x24 px in the open mobile menu').toEqual([])

    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(toggle).toBeFocused()

    // The open menu keeps the focus, as a dialog does: Tab from its last link reaches its button,
    // then its first item; Shift+Tab goes back to the button. The page behind stays out of reach.
    await page.keyboard.press('Enter')
    await expect(nav).toBeVisible()
    const lastLink = nav.getByRole('link').last()
    await tabTo(page, lastLink)
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await expect(nav).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Shift+Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(toggle).toBeFocused()

    // A press on the dimmed page closes the menu.
    await toggle.click()
    await expect(nav).toBeVisible()
    const viewport = page.viewportSize() ?? { width: 375, height: 667 }
    await page.mouse.click(viewport.width / 2, viewport.height - 8)
    await expect(nav).toBeHidden()
  })

  test(`${locale.code}: the main menu marks the page shown and its section`, async ({ page }) => {
    await setWidth(page, 1280)
    const nav = page.getByRole('banner').getByRole('navigation', { name: t.Layout.primaryNavigation })
    await page.goto(localizePath('/about', locale.code))
    await expect(nav.getByRole('link', { name: t.Layout.about, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await page.goto(localizePath('/blog/arabic-rag-enterprise-search', locale.code))
    await expect(nav.getByRole('link', { name: t.Layout.blog, exact: true })).toHaveAttribute('aria-current', 'true')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await page.goto(localizePath('/case-studies/hospital-bed-forecasting', locale.code))
    await expect(nav.locator('summary', { hasText: t.Layout.solutions })).toHaveAttribute('aria-current', 'true')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await page.goto(localizePath('/', locale.code))
    await expect(nav.getByRole('link', { name: t.Layout.home, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  })

  test(`${locale.code}: the open Solutions dropdown`, async ({ page }) => {
    await setWidth(page, 1280)
    await page.goto(localizePath('/', locale.code))
    const nav = page.getByRole('banner').getByRole('navigation', { name: t.Layout.primaryNavigation }).first()
    const solutions = nav.locator('summary', { hasText: t.Layout.solutions })
    await tabTo(page, solutions)
    await page.keyboard.press('Enter')
    const all = nav.getByRole('link', { name: t.Layout.allSolutions })
    await expect(all).toBeVisible()
    await expectNoAxeViolations(page, `${locale.code} open Solutions dropdown`)
    expect(await undersizedTargets(page), 'targets under 24x24 px in the open dropdown').toEqual([])

    await page.keyboard.press('Escape')
    await expect(all).toBeHidden()
    await expect(solutions).toBeFocused()

    // Tabbing out of the open dropdown (its last link is the case studies) closes it, so it never
    // covers what gets focus next.
    await page.keyboard.press('Enter')
    const last = nav.getByRole('link', { name: t.Layout.caseStudies })
    await tabTo(page, last)
    await page.keyboard.press('Tab')
    await expect(all).toBeHidden()
    // The next item of the menu (editors name the items in the site settings).
    await expect(nav.locator(`a[href="${localizePath('/careers', locale.code)}"]`)).toBeFocused()

    // So does a press outside it.
    await solutions.click()
    await expect(all).toBeVisible()
    await page.getByRole('main').click({ position: { x: 5, y: 5 } })
    await expect(all).toBeHidden()
  })
}

test('with smooth scrolling, focus still ends clear of the header (Shift+Tab, 375 px)', async ({ page }) => {
  // The other walks emulate reduced motion; scrolling smoothly ends in the same place, only later.
  // Language and direction do not change vertical scrolling, so one language is enough here.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await setWidth(page, 375)
  await page.goto(localizePath('/solutions/nlp', 'ar'))
  const { visited, obscured } = await tabThroughPage(page, { backwards: true, settle: true })
  expect(visited).toBeGreaterThan(3)
  expect(obscured, 'focused elements under the sticky header after scrolling').toEqual([])
})

test.describe('skip link', () => {
  for (const locale of siteLocales) {
    test(`${locale.code}: is the first stop, shows above the header and moves focus to the main content`, async ({ page }) => {
      for (const width of widths) {
        await setWidth(page, width)
        await page.goto(localizePath('/about', locale.code))
        await page.keyboard.press('Tab')
        const skip = page.getByRole('link', { name: messages[locale.code].Layout.skipToContent })
        await expect(skip).toBeFocused()
        await expect(skip).toBeInViewport()
        const box = await skip.boundingBox()
        expect(box?.width).toBeGreaterThanOrEqual(24)
        expect(box?.height).toBeGreaterThanOrEqual(24)
        // Painted above the sticky header, not under it.
        const onTop = await skip.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el
        })
        expect(onTop).toBe(true)
        await page.keyboard.press('Enter')
        await expect(page.getByRole('main')).toBeFocused()
        // The next Tab continues inside the main content, not in the header.
        await page.keyboard.press('Tab')
        await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
      }
    })
  }
})

test.describe('language switcher', () => {
  for (const locale of siteLocales) {
    const other = siteLocales.find((l) => l.code !== locale.code)!
    test(`${locale.code}: its link names its language with lang and hreflang at both widths`, async ({ page }) => {
      await page.goto(localizePath('/solutions/nlp', locale.code))
      const link = page.getByRole('banner').getByRole('link', { name: getLocale(other.code).label, exact: true })
      for (const width of widths) {
        await setWidth(page, width)
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('lang', other.iso)
        await expect(link).toHaveAttribute('hreflang', other.iso)
        await expect(link).toHaveAttribute('href', localizePath('/solutions/nlp', other.code))
      }
    })
  }
})

const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(path.resolve('tests/fixtures/cv.pdf')) }
/** A visitor of its own (the forms' rate limit counts per client address). */
const visitor = (browser: import('@playwright/test').Browser, javaScriptEnabled = true) => newVisitor(browser, { javaScriptEnabled })

test.describe('forms with the keyboard alone', () => {
  for (const locale of siteLocales) {
    const t = messages[locale.code].Forms

    test(`${locale.code}: consultation request, empty then complete, with error and success states axe-clean`, async ({ browser }) => {
      const { context, page } = await visitor(browser)
      await page.goto(localizePath('/contact', locale.code))
      const form = await formReady(page, 'consultation-form')
      const submit = form.getByRole('button', { name: t.consultation.submit })

      // Empty: the server answers with an error per field; focus goes to the first.
      await tabTo(page, submit, 120)
      await page.keyboard.press('Enter')
      const fullName = form.locator('#consultation-fullName')
      await expect(page.getByTestId('form-error')).toBeVisible()
      await expect(fullName).toBeFocused()
      await expect(fullName).toHaveAttribute('aria-invalid', 'true')
      await expectFocusNotObscured(page)
      await checkState(page, `${locale.code} consultation form with errors`)

      // Complete, with keys only, in the form's order (ADR 044): type into fields, arrows for the
      // channel (e-mail is chosen already), Space for the other choices, arrows in the select.
      await page.keyboard.type(locale.code === 'ar' ? 'سارة العتيبي' : 'Keyboard Visitor')
      await page.keyboard.press('Tab')
      await page.keyboard.type(`keyboard-${Date.now()}@example.com`)
      await page.keyboard.press('Tab')
      await page.keyboard.type(locale.code === 'ar' ? 'نريد نظامًا للبحث في وثائقنا الداخلية باللغة العربية.' : 'We want to search our internal Arabic documents with AI.')
      await page.keyboard.press('Tab')
      await expect(form.getByRole('radio', { name: t.consultation.channels.email })).toBeFocused()
      await page.keyboard.press('ArrowDown') // the channel group: the first Arrow checks the next option
      await expect(form.getByRole('radio', { name: t.consultation.channels.phone })).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(form.locator('#consultation-phone')).toBeFocused()
      await page.keyboard.type('0551234567')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      await expect(form.getByRole('radio', { name: t.consultation.times.morning })).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(form.locator('#consultation-size')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(form.locator('#consultation-size')).not.toHaveValue('')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      await expect(form.getByRole('checkbox').first()).toBeChecked()
      await tabTo(page, submit)
      await expect(submit).toBeFocused()
      await page.keyboard.press('Enter')

      const success = page.getByTestId('form-success')
      await expect(success).toHaveText(t.consultation.thanks)
      await expect(success).toBeFocused()
      await expectFocusNotObscured(page)
      await checkState(page, `${locale.code} consultation form sent`)
      await context.close()
    })

    test(`${locale.code}: job application with a CV, empty then complete, with error and success states axe-clean`, async ({ browser }) => {
      const { context, page } = await visitor(browser)
      const job = 'senior-machine-learning-engineer-riyadh'
      await page.goto(localizePath(`/careers/${job}`, locale.code))
      const form = await formReady(page, 'application-form')
      const position = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
      const submit = form.getByRole('button', { name: t.application.submit })

      // "Apply now" jumps to the form; the next Tab is in its first field.
      const applyNow = page.getByRole('link', { name: messages[locale.code].Careers.applyNow })
      await tabTo(page, applyNow)
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      const fullName = form.locator('#application-fullName')
      await expect(fullName).toBeFocused()
      await expectFocusNotObscured(page)

      // Empty: checked in the browser before anything is sent; focus goes to the first error.
      await tabTo(page, submit)
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('form-error')).toBeVisible()
      await expect(fullName).toBeFocused()
      await expectFocusNotObscured(page)
      await checkState(page, `${locale.code} application form with errors`)

      // Listened for well before Space opens it: the browser reports a file chooser only once the
      // listener's subscription has reached it, and a bare key press can overtake that (seen once
      // under load: the chooser opened unreported).
      const chooser = page.waitForEvent('filechooser')
      await page.keyboard.type(locale.code === 'ar' ? 'ريم القحطاني' : 'Keyboard Applicant')
      await page.keyboard.press('Tab')
      await page.keyboard.type(`applicant-${Date.now()}@example.com`)
      await page.keyboard.press('Tab')
      await page.keyboard.type('0551234567')
      await page.keyboard.press('Tab')
      await page.keyboard.press('ArrowDown') // "where did you hear about us": the first source
      await expect(form.locator('#application-source')).toHaveValue('linkedin')
      await page.keyboard.press('Tab')
      await page.keyboard.type('https://github.com/keyboard-applicant')
      await page.keyboard.press('Tab')
      await page.keyboard.type(locale.code === 'ar' ? 'مهندسة تعلّم آلي بخبرة خمس سنوات في معالجة اللغة العربية في بيئات الإنتاج.' : 'Machine learning engineer with five years of Arabic NLP experience in production.')
      await page.keyboard.press('Tab')
      const cvInput = form.locator('#application-cv')
      await expect(cvInput).toBeFocused()
      await page.keyboard.press('Space')
      await (await chooser).setFiles(cv)
      await expect(page.getByTestId('cv-picker')).toContainText(cv.name)
      await page.keyboard.press('Tab')
      await expect(form.locator('#application-consent')).toBeFocused()
      await page.keyboard.press('Space')
      await expect(form.locator('#application-consent')).toBeChecked()
      await tabTo(page, submit)
      await page.keyboard.press('Enter')

      const success = page.getByTestId('form-success')
      await expect(success).toHaveText(t.application.thanks.replace('{position}', position))
      await expect(success).toBeFocused()
      await expectFocusNotObscured(page)
      await checkState(page, `${locale.code} application form sent`)
      await context.close()
    })
  }
})

test.describe('form errors without JavaScript', () => {
  for (const locale of siteLocales) {
    for (const form of [
      { id: 'consultation-form', path: '/contact', submit: messages[locale.code].Forms.consultation.submit },
      { id: 'application-form', path: '/careers', submit: messages[locale.code].Forms.application.submit },
    ]) {
      test(`${locale.code}: the ${form.id} sent empty is answered by the server with axe-clean errors`, async ({ browser }) => {
        const { context, page } = await visitor(browser, false)
        await page.goto(localizePath(form.path, locale.code))
        const element = await formReady(page, form.id)
        const submit = element.getByRole('button', { name: form.submit })
        await tabTo(page, submit, 150)
        await page.keyboard.press('Enter')
        await expect(page.getByTestId('form-error')).toBeVisible()
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
        const { context: withScript, copy } = await copyWithoutScripts(browser, page)
        await expect(copy.getByTestId('form-error')).toBeVisible()
        await checkState(copy, `${locale.code}${form.path} errors without JavaScript`)
        await withScript.close()
        await context.close()
      })
    }
  }
})
