import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  CURRENT_CONFIRMATION_MINUTES,
  emailChangeStep,
  emailChangeSteps,
  maskEmail,
  needsCurrentConfirmation,
  type EmailChangeState,
} from '#domain/accounts/email_change'

const now = DateTime.fromISO('2026-11-22T12:00:00Z', { zone: 'utc' })
const ago = (seconds: number) => now.minus({ seconds })

const verified = { email: 'player@example.com', verified: true }
const unverified = { email: 'player@example.com', verified: false }
const withoutEmail = { email: null, verified: false }

const state = (overrides: Partial<EmailChangeState>): EmailChangeState => ({
  currentConfirmedAt: null,
  codeTarget: null,
  codeSentAt: null,
  attempts: 0,
  ...overrides,
})

test.group('emailChangeStep', () => {
  test('is {expected} when {case}')
    .with([
      { case: 'nothing started', account: verified, change: null, expected: 'send_current_code' },
      {
        case: 'a code went to the current address',
        account: verified,
        change: state({ codeTarget: 'current', codeSentAt: ago(30) }),
        expected: 'confirm_current',
      },
      {
        case: 'the current code expired',
        account: verified,
        change: state({ codeTarget: 'current', codeSentAt: ago(15 * 60) }),
        expected: 'send_current_code',
      },
      {
        case: 'the current code had 5 wrong tries',
        account: verified,
        change: state({ codeTarget: 'current', codeSentAt: ago(30), attempts: 5 }),
        expected: 'send_current_code',
      },
      {
        case: 'the current address was confirmed',
        account: verified,
        change: state({ currentConfirmedAt: ago(60) }),
        expected: 'enter_new_email',
      },
      {
        case: 'the confirmation of the current address is too old',
        account: verified,
        change: state({ currentConfirmedAt: ago(CURRENT_CONFIRMATION_MINUTES * 60) }),
        expected: 'send_current_code',
      },
      {
        case: 'a code went to the new address',
        account: verified,
        change: state({ currentConfirmedAt: ago(60), codeTarget: 'new', codeSentAt: ago(10) }),
        expected: 'confirm_new',
      },
      {
        case: 'the new address code expired',
        account: verified,
        change: state({
          currentConfirmedAt: ago(20 * 60),
          codeTarget: 'new',
          codeSentAt: ago(15 * 60),
        }),
        expected: 'enter_new_email',
      },
      {
        case: 'the account has no e-mail',
        account: withoutEmail,
        change: null,
        expected: 'enter_new_email',
      },
      {
        case: 'the account has no e-mail and a code went to the new one',
        account: withoutEmail,
        change: state({ codeTarget: 'new', codeSentAt: ago(10) }),
        expected: 'confirm_new',
      },
      {
        case: 'the address was never verified',
        account: unverified,
        change: null,
        expected: 'enter_new_email',
      },
    ])
    .run(({ assert }, row) => {
      assert.equal(emailChangeStep(row.account, row.change, now), row.expected)
    })

  test('needs the current address confirmed only when it is verified', ({ assert }) => {
    assert.isTrue(needsCurrentConfirmation(verified))
    assert.isFalse(needsCurrentConfirmation(unverified))
    assert.isFalse(needsCurrentConfirmation(withoutEmail))
  })
})

test.group('maskEmail', () => {
  test('masks {email} as {expected}')
    .with([
      { email: 'player@example.com', expected: 'pl***@example.com' },
      { email: 'ab@example.com', expected: 'a***@example.com' },
      { email: 'a@example.com', expected: 'a***@example.com' },
      { email: 'not-an-address', expected: '***' },
    ])
    .run(({ assert }, { email, expected }) => {
      assert.equal(maskEmail(email), expected)
    })
})

test.group('emailChangeSteps', () => {
  test('lists all four steps for a verified address', ({ assert }) => {
    assert.deepEqual(emailChangeSteps(verified), [
      'send_current_code',
      'confirm_current',
      'enter_new_email',
      'confirm_new',
    ])
  })

  test('lists only the new address steps without a verified address', ({ assert }) => {
    assert.deepEqual(emailChangeSteps(unverified), ['enter_new_email', 'confirm_new'])
    assert.deepEqual(emailChangeSteps(withoutEmail), ['enter_new_email', 'confirm_new'])
  })
})
