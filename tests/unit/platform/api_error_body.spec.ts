import { test } from '@japa/runner'
import { apiErrorBody } from '#exceptions/api_error_body'
import { ERROR_CODES } from '#exceptions/error_codes'

test.group('apiErrorBody', () => {
  test('builds the §8 body with the message as description', ({ assert }) => {
    const body = apiErrorBody({
      error: 'not_found',
      code: ERROR_CODES.notFound,
      message: 'Page not found',
      type: 'not_found',
    })

    assert.deepEqual(body, {
      error: 'not_found',
      error_code: 404,
      error_message: 'Page not found',
      details: { type: 'not_found', description: 'Page not found' },
    })
  })

  test('groups validation messages by field, in order', ({ assert }) => {
    const body = apiErrorBody({
      error: 'validation',
      code: ERROR_CODES.validation,
      message: 'Password mismatch',
      type: 'password_confirmation',
      fields: [
        { field: 'password_confirmation', message: 'Password mismatch' },
        { field: 'login', message: 'Too short' },
        { field: 'login', message: 'Taken' },
      ],
    })

    assert.deepEqual(body.details, {
      type: 'password_confirmation',
      description: 'Password mismatch',
      fields: {
        password_confirmation: ['Password mismatch'],
        login: ['Too short', 'Taken'],
      },
    })
  })

  test('lists an empty field map when validation named no field', ({ assert }) => {
    const body = apiErrorBody({
      error: 'validation',
      code: 400,
      message: 'Check the highlighted fields.',
      type: 'validation',
      fields: [],
    })

    assert.deepEqual(body.details.fields, {})
  })

  test('leaves fields out when none are given', ({ assert }) => {
    const body = apiErrorBody({
      error: 'conflict',
      code: 409,
      message: 'Changed',
      type: 'conflict',
    })

    assert.notProperty(body.details, 'fields')
    assert.sameMembers(Object.keys(body), ['error', 'error_code', 'error_message', 'details'])
  })

  test('keeps the stable codes of spec §8', ({ assert }) => {
    assert.equal(ERROR_CODES.silent, 1)
    assert.equal(ERROR_CODES.twoFactorRequired, -7)
    const body = apiErrorBody({
      error: 'two_factor',
      code: ERROR_CODES.twoFactorRequired,
      message: 'Confirm the login',
      type: 'two_factor',
    })
    assert.equal(body.error_code, -7)
  })
})
