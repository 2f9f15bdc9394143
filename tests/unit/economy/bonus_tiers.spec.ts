import { test } from '@japa/runner'
import { bonusFor, bonusPercent, normalizeTiers } from '#domain/economy/bonus_tiers'
import paymentsConfig from '#config/payments'

const TIERS = normalizeTiers([
  { from: 1_000_00, percent: 10 },
  { from: 500_00, percent: 5 },
  { from: 10_000_00, percent: 50 },
])

test.group('Top-up bonus tiers (spec §9)', () => {
  test('{amount} kopecks get +{percent} %')
    .with([
      { amount: 499_99, percent: 0, bonus: 0 },
      { amount: 500_00, percent: 5, bonus: 25_00 },
      { amount: 999_99, percent: 5, bonus: 49_99 },
      { amount: 1_000_00, percent: 10, bonus: 100_00 },
      { amount: 1_234_57, percent: 10, bonus: 123_45 },
      { amount: 10_000_00, percent: 50, bonus: 5_000_00 },
    ])
    .run(({ assert }, row) => {
      assert.equal(bonusPercent(row.amount, TIERS), row.percent)
      assert.equal(bonusFor(row.amount, TIERS), row.bonus)
    })

  test('refuses a tier above +50 % or a fractional threshold', ({ assert }) => {
    assert.throws(() => normalizeTiers([{ from: 100, percent: 51 }]), /0–50/)
    assert.throws(() => normalizeTiers([{ from: 10.5, percent: 5 }]), /whole kopecks/)
  })

  test('the configured tiers stay within +50 %', ({ assert }) => {
    for (const tier of paymentsConfig.bonusTiers) assert.isAtMost(tier.percent, 50)
    assert.equal(bonusPercent(paymentsConfig.maxAmount, paymentsConfig.bonusTiers), 50)
  })
})
