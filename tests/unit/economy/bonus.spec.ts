import { test } from '@japa/runner'
import { bonusAmount, bonusDay, missingStep, nextBonusAt } from '#domain/economy/bonus'

test.group('Daily bonus rules', () => {
  test('draws every amount from 40 to 50 and nothing else', ({ assert }) => {
    assert.equal(bonusAmount(0, 40, 50), 40)
    assert.equal(bonusAmount(0.999_999, 40, 50), 50)
    const seen = new Set<number>()
    for (let draw = 0; draw < 1; draw += 0.001) seen.add(bonusAmount(draw, 40, 50))
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]
    )
  })

  test('a bonus day is a UTC date; the next opens at the next UTC midnight', ({ assert }) => {
    const lateEvening = Date.UTC(2026, 10, 28, 23, 59, 59)
    assert.equal(bonusDay(lateEvening), '2026-11-28')
    assert.equal(bonusDay(lateEvening + 1000), '2026-11-29')
    assert.equal(nextBonusAt(lateEvening), Date.UTC(2026, 10, 29))
    assert.equal(nextBonusAt(Date.UTC(2026, 10, 29)), Date.UTC(2026, 10, 30))
  })

  test('names the first step still to do', ({ assert }) => {
    assert.equal(missingStep({ linked: false, member: true, messages: true }), 'linked')
    assert.equal(missingStep({ linked: true, member: false, messages: false }), 'member')
    assert.equal(missingStep({ linked: true, member: true, messages: false }), 'messages')
    assert.isNull(missingStep({ linked: true, member: true, messages: true }))
  })
})
