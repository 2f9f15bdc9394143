import { test } from '@japa/runner'
import {
  VIEWPORTS,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const SECTIONS = [
  { path: 'icons', title: 'Иконки' },
  { path: 'elements', title: 'Элементы' },
  { path: 'adaptive/buttons', title: 'Адаптивные кнопки' },
]

test.group('Design showcase journey', (group) => {
  group.each.setup(freshDatabase)

  test('staff browse every showcase section at 1440 and 360 px', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport)
      for (const section of SECTIONS) {
        await openPage(
          page,
          pagePath('ru', 'platform.showcases.show', { '*': section.path.split('/') })
        )
        await page.getByRole('heading', { level: 1, name: section.title }).waitFor()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth
        )
        assert.equal(overflow, 0, `${section.path} scrolls sideways at ${viewport.width} px`)
        assert.deepEqual(await axeViolations(page), [], `${section.path} at ${viewport.width} px`)
        await keepScreenshot(page, `showcase-${section.path.replace('/', '-')}-${viewport.width}`)
      }
    }
    assert.deepEqual(errors, [])
  })

  test('a modal of the elements section opens, traps focus and closes with Escape', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    await openPage(page, pagePath('ru', 'platform.showcases.show', { '*': ['elements'] }))
    const dialogs = page.getByRole('dialog')

    await page
      .getByRole('button', { name: /окно|модал/i })
      .first()
      .click()
    await dialogs.first().waitFor()
    assert.isTrue(
      await dialogs.first().evaluate((dialog) => dialog.contains(document.activeElement))
    )
    assert.deepEqual(await axeViolations(page), [])
    await page.keyboard.press('Escape')
    await dialogs.first().waitFor({ state: 'detached' })
  })
})
