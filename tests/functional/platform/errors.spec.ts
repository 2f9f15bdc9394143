import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { pagePath } from '#tests/support/urls'

const t = (locale: string, key: string) => i18nManager.locale(locale).t(key)

test.group('Error page', () => {
  test('shows the public error page at /{lang}/error to a guest', async ({ client }) => {
    const response = await client.get(pagePath('en', 'platform.errors.show')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('errors/server_error')
  })

  test('server-renders the error page in the reader language', async ({ client, assert }) => {
    const response = await client.get(pagePath('ru', 'platform.errors.show'))

    response.assertStatus(200)
    assert.include(response.text(), t('ru', 'errors.pages.server_error_title'))
  })
})
