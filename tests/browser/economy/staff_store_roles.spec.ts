import { test } from '@japa/runner'
import SessionTokenService from '#services/accounts/session_token_service'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { StoreAbilityFactory } from '#database/factories/store_ability_factory'
import { StoreKitFactory } from '#database/factories/store_kit_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { pagePath } from '#tests/support/urls'

test.group('Staff store catalogue journey', (group) => {
  group.each.setup(freshDatabase)

  test('a staff member changes a role’s and an ability’s price and a kit’s interval; the store shows them', async ({
    browserContext,
    assert,
  }) => {
    const server = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
    const role = await StoreRoleFactory.merge({
      serverId: server.id,
      slug: 'vip',
      nameRu: 'VIP',
      nameEn: 'VIP',
      priceMonth: 100_00,
    }).create()
    const fly = await StoreAbilityFactory.merge({
      serverId: server.id,
      slug: 'fly',
      nameRu: 'Полёт',
      nameEn: 'Flight',
      price: 50_00,
    }).create()
    const kit = await StoreKitFactory.merge({
      serverId: server.id,
      roleId: role.id,
      nameRu: 'Ежедневный',
      nameEn: 'Daily',
    }).create()
    const admin = await UserFactory.merge({ nickname: 'Sora' }).create()
    const staff = await withPermissions(['web.store.edit']).create()
    await admin.related('staffGroups').attach([staff.id])
    await browserContext.addCookies([{ name: 'locale', value: 'en', url: baseURL }])
    await logInBrowser(
      browserContext,
      await new SessionTokenService().create(admin, {
        source: 'site',
        browser: 'Firefox 140',
        system: 'Linux',
        ip: '203.0.113.21',
      })
    )
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.store.show'))
    await page.getByRole('link', { name: 'Edit catalogue' }).click()
    await page.getByRole('heading', { level: 1, name: 'Store catalogue' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-roles-en-1440')

    await page.getByRole('link', { name: 'Edit VIP' }).click()
    await page.getByRole('heading', { level: 1, name: 'Editing VIP' }).waitFor()
    await page.getByLabel(/^Price for 31 days/).fill('12.3')
    await page.getByLabel(/^Price for 3 months/).fill('')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-role-edit-en-1440')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The role VIP was saved').first().waitFor()
    await role.refresh()
    assert.deepEqual(role.prices, { month: 12_30, quarter: null, forever: 1000_00 })

    await openPage(page, pagePath('en', 'economy.store.show'))
    await page.getByText('12.30').first().waitFor()

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'economy.staff_store_roles.edit', { id: role.id }))
    await page.getByRole('heading', { level: 1, name: 'Изменение роли VIP' }).waitFor()
    await page.getByLabel(/^Цена за 31 день/).fill('1.234')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByText('Укажите «цена за 31 день» в рублях').waitFor()
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-role-edit-ru-360')
    await openPage(page, pagePath('ru', 'economy.staff_store_roles.index'))
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    await keepScreenshot(page, 'staff-store-roles-ru-360')

    await page.getByRole('link', { name: 'Изменить Полёт' }).click()
    await page.getByRole('heading', { level: 1, name: 'Изменение способности Полёт' }).waitFor()
    await page.getByLabel(/^Цена, ₽/).fill('75,5')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByText('Способность Полёт сохранена').first().waitFor()
    await fly.refresh()
    assert.equal(fly.price, 75_50)
    await openPage(page, pagePath('ru', 'economy.staff_store_abilities.edit', { id: fly.id }))
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-ability-edit-ru-360')
    await role.refresh()
    assert.equal(role.priceMonth, 12_30)

    await openPage(page, pagePath('ru', 'economy.staff_store_roles.index'))
    await page.getByRole('link', { name: 'Изменить Ежедневный' }).click()
    await page.getByRole('heading', { level: 1, name: 'Изменение набора Ежедневный' }).waitFor()
    await page.getByLabel(/^Интервал получения/).fill('3')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await page.getByText('Набор Ежедневный сохранён').first().waitFor()
    await kit.refresh()
    assert.equal(kit.claimInterval, 3)
    await openPage(page, pagePath('ru', 'economy.staff_store_kits.edit', { id: kit.id }))
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-kit-edit-ru-360')
    await openPage(page, pagePath('ru', 'economy.store.show'))
    await page.getByText('Ежедневный · раз в 3 дня').first().waitFor()

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(
      page,
      pagePath('en', 'economy.staff_store_kits.create', {}, { server: 'hi-tech' })
    )
    await page.getByRole('heading', { level: 1, name: 'New kit' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-kit-create-en-1440')
    await openPage(
      page,
      pagePath('en', 'economy.staff_store_features.create', {}, { server: 'hi-tech' })
    )
    await page.getByRole('heading', { level: 1, name: 'New compared feature' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-store-feature-create-en-1440')

    assert.deepEqual(errors, [])
  })
})
