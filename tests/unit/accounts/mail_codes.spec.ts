import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  MAIL_CODE,
  RESET_LINK,
  attemptsLeft,
  codeExpiresAt,
  codeProblem,
  codeResendAt,
  generateCode,
  linkProblem,
  secondsUntil,
  verificationResendAt,
} from '#domain/accounts/mail_codes'

const sentAt = DateTime.fromISO('2026-11-22T12:00:00Z', { zone: 'utc' })
const at = (seconds: number) => sentAt.plus({ seconds })

test.group('generateCode', () => {
  test('makes {expected} from the random number {value}')
    .with([
      { value: 0, expected: '000000' },
      { value: 42, expected: '000042' },
      { value: 123456, expected: '123456' },
      { value: 999999, expected: '999999' },
    ])
    .run(({ assert }, { value, expected }) => {
      assert.equal(
        generateCode(() => value),
        expected
      )
      assert.match(expected, MAIL_CODE.pattern)
    })

  test('asks the random source for a number below one million', ({ assert }) => {
    let asked = 0
    generateCode((max) => {
      asked = max
      return 0
    })
    assert.equal(asked, 1_000_000)
  })
})

test.group('secondsUntil', () => {
  test('is {expected} s from {offset} s after sending to the 60 s mark')
    .with([
      { offset: 0, expected: 60 },
      { offset: 59, expected: 1 },
      { offset: 59.2, expected: 1 },
      { offset: 60, expected: 0 },
      { offset: 3600, expected: 0 },
    ])
    .run(({ assert }, { offset, expected }) => {
      assert.equal(secondsUntil(at(60), at(offset)), expected)
    })
})

test.group('Code lifetimes', () => {
  test('a code expires 15 minutes after it was sent', ({ assert }) => {
    assert.equal(codeExpiresAt(sentAt).toISO(), at(15 * 60).toISO())
  })

  test('a code may be sent again 60 s after the last one', ({ assert }) => {
    assert.equal(codeResendAt(sentAt).toISO(), at(60).toISO())
    assert.equal(verificationResendAt(sentAt).toISO(), at(60).toISO())
  })

  test('codeProblem is {expected} at {offset} s with {attempts} wrong tries')
    .with([
      { offset: 0, attempts: 0, expected: null },
      { offset: 899, attempts: 4, expected: null },
      { offset: 900, attempts: 0, expected: 'expired' },
      { offset: 10, attempts: 5, expected: 'exhausted' },
      { offset: 5000, attempts: 5, expected: 'exhausted' },
    ])
    .run(({ assert }, { offset, attempts, expected }) => {
      assert.strictEqual(codeProblem({ sentAt, attempts }, at(offset)), expected)
    })

  test('attemptsLeft counts down from 5 and never below 0', ({ assert }) => {
    assert.deepEqual(
      [0, 1, 4, 5, 7].map((attempts) => attemptsLeft(attempts)),
      [5, 4, 1, 0, 0]
    )
  })
})

test.group('linkProblem', () => {
  const expiresAt = sentAt.plus({ minutes: RESET_LINK.lifetimeMinutes })

  test('is {expected} for {case}')
    .with([
      { case: 'a fresh link', usedAt: null, offset: 0, expected: null },
      { case: 'a link a second before expiry', usedAt: null, offset: 3599, expected: null },
      { case: 'a link at its expiry', usedAt: null, offset: 3600, expected: 'expired' },
      { case: 'a used link', usedAt: at(10), offset: 20, expected: 'used' },
      { case: 'a used and expired link', usedAt: at(10), offset: 9999, expected: 'used' },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(
        linkProblem({ expiresAt, usedAt: row.usedAt }, at(row.offset)),
        row.expected
      )
    })
})
