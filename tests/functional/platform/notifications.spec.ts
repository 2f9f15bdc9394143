import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { pagePath } from '#tests/support/urls'

const t = (locale: string, key: string, data?: Record<string, unknown>) =>
  i18nManager.locale(locale).t(key, data)

test.group('Flash messages as notifications', () => {
  test('turns a flashed success key into a translated notification', async ({ client, assert }) => {
    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .withFlashMessages({ success: 'errors.not_found' })

    const { notifications } = response.body().flash
    assert.lengthOf(notifications, 1)
    assert.containsSubset(notifications[0], {
      type: 'success',
      text: t('ru', 'errors.not_found'),
    })
    assert.isString(notifications[0].id)
  })

  test('translates the notification into the page language', async ({ client, assert }) => {
    const response = await client
      .get(pagePath('en', 'platform.home.show'))
      .withInertia()
      .withFlashMessages({ warn: 'errors.unauthorized' })

    assert.containsSubset(response.body().flash.notifications, [
      { type: 'warn', text: t('en', 'errors.unauthorized') },
    ])
  })

  test('fills the values of a flashed key with data', async ({ client, assert }) => {
    const response = await client
      .get(pagePath('en', 'platform.home.show'))
      .withInertia()
      .withFlashMessages({ error: { key: 'errors.rate_limited', data: { seconds: 5 } } })

    assert.containsSubset(response.body().flash.notifications, [
      { type: 'error', text: 'Too many attempts. Try again in 5 seconds.' },
    ])
  })

  test('lists every flashed style, errors first', async ({ client, assert }) => {
    const response = await client
      .get(pagePath('ru', 'platform.home.show'))
      .withInertia()
      .withFlashMessages({
        success: 'errors.not_found',
        error: 'errors.server_error',
        default: 'errors.unknown',
        warn: 'errors.unauthorized',
      })

    assert.deepEqual(
      response.body().flash.notifications.map((item: { type: string }) => item.type),
      ['error', 'warn', 'success', 'default']
    )
  })

  test('sends no notifications when nothing was flashed', async ({ client, assert }) => {
    const response = await client.get(pagePath('ru', 'platform.home.show')).withInertia()

    assert.isUndefined(response.body().flash?.notifications)
  })
})
