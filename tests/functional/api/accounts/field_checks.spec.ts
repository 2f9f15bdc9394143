import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

function check(field: unknown, value: unknown, locale = 'en') {
  return { body: { field, value }, locale }
}

test.group('API user/validation', (group) => {
  group.each.setup(isolateDatabase)

  test('answers {valid: true} for a good {field}')
    .with([
      { field: 'login', value: 'Fresh_Name' },
      { field: 'email', value: 'fresh@example.com' },
      { field: 'password', value: 'long enough' },
    ])
    .run(async ({ client }, { field, value }) => {
      const response = await client
        .post(pathFor('api.accounts.field_checks.store'))
        .json({ field, value })
      response.assertStatus(200)
      response.assertBody({ valid: true })
    })

  test('answers the registration message for {case}')
    .with([
      {
        case: 'a short nickname',
        ...check('login', 'ab'),
        message: 'The nickname must be at least 3 characters',
      },
      {
        case: 'a nickname with other characters',
        ...check('login', 'Стив', 'ru'),
        message: 'Никнейм может содержать только латинские буквы, цифры и _',
      },
      {
        case: 'a taken nickname in another case',
        ...check('login', 'TAKEN_1'),
        message: 'This nickname is already taken',
      },
      {
        case: 'a malformed e-mail',
        ...check('email', 'nope'),
        message: 'Enter a valid e-mail address',
      },
      {
        case: 'a taken e-mail in another case',
        ...check('email', 'Taken@Example.com', 'ru'),
        message: 'Этот e-mail уже зарегистрирован',
      },
      {
        case: 'a short password',
        ...check('password', 'short'),
        message: 'The password must be at least 8 characters',
      },
      { case: 'an empty nickname', ...check('login', ''), message: 'Fill in the nickname' },
    ])
    .run(async ({ client, assert }, { body, locale, message }) => {
      await UserFactory.merge({ nickname: 'taken_1', email: 'taken@example.com' }).create()

      const response = await client
        .post(pathFor('api.accounts.field_checks.store'))
        .header('Accept-Language', locale)
        .json(body)

      response.assertStatus(400)
      assert.equal(response.body().error_message.toLowerCase(), message.toLowerCase())
      assert.equal(response.body().details.type, body.field)
      assert.equal(response.body().error_code, 400)
    })

  test('refuses {case}')
    .with([
      { case: 'an unknown field', body: { field: 'nickname', value: 'x' }, type: 'field' },
      { case: 'a missing field', body: { value: 'x' }, type: 'field' },
      { case: 'a non-text value', body: { field: 'login', value: 42 }, type: 'value' },
      {
        case: 'a 1025-character value',
        body: { field: 'password', value: 'p'.repeat(1025) },
        type: 'value',
      },
    ])
    .run(async ({ client }, { body, type }) => {
      const response = await client.post(pathFor('api.accounts.field_checks.store')).json(body)
      response.assertStatus(400)
      response.assertBodyContains({ error: 'validation', details: { type } })
    })

  test('allows 60 checks a minute per IP, then answers 429', async ({ client, assert }) => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        client
          .post(pathFor('api.accounts.field_checks.store'))
          .json({ field: 'password', value: `password ${index}` })
      )
    )
    assert.isTrue(responses.every((response) => response.status() === 200))

    const over = await client
      .post(pathFor('api.accounts.field_checks.store'))
      .header('Accept-Language', 'en')
      .json({ field: 'password', value: 'one too many' })
    over.assertStatus(429)
    assert.isAbove(Number(over.header('retry-after')), 0)
    assert.match(over.body().error_message, /^Too many attempts\. Try again in \d+ seconds?\.$/)
  })
})
