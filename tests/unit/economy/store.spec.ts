import { test } from '@japa/runner'
import fc from 'fast-check'
import {
  DAY_MS,
  MAX_MOVED_MS,
  MIN_MOVED_MS,
  MONTH_MS,
  addMonths,
  bestDiscount,
  discountedPrice,
  extendedExpiry,
  roleTransferQuote,
  periodEnd,
  renderCommand,
  stackedExpiry,
  type RolePeriod,
} from '#domain/economy/store'

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** Times from 2020 to 2040, to the millisecond. */
const instant = fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') })
const period = fc.constantFrom<RolePeriod>('month', 'quarter', 'forever')
const price = fc.integer({ min: 1, max: 10_000_000_00 })

test.group('Store periods (spec §9: a month is 31 days)', () => {
  test('{period} from {from} ends at {end}')
    .with([
      { period: 'month', from: '2026-01-31T10:00:00.000Z', end: '2026-03-03T10:00:00.000Z' },
      { period: 'month', from: '2026-02-28T23:59:59.000Z', end: '2026-03-31T23:59:59.000Z' },
      { period: 'month', from: '2028-02-01T00:00:00.000Z', end: '2028-03-03T00:00:00.000Z' },
      { period: 'quarter', from: '2026-01-15T08:30:00.000Z', end: '2026-04-15T08:30:00.000Z' },
      { period: 'quarter', from: '2025-11-30T12:00:00.000Z', end: '2026-02-28T12:00:00.000Z' },
      { period: 'quarter', from: '2027-11-30T12:00:00.000Z', end: '2028-02-29T12:00:00.000Z' },
      { period: 'quarter', from: '2026-12-31T23:00:00.000Z', end: '2027-03-31T23:00:00.000Z' },
      { period: 'quarter', from: '2026-05-31T00:00:00.000Z', end: '2026-08-31T00:00:00.000Z' },
      { period: 'forever', from: '2026-05-31T00:00:00.000Z', end: null },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(iso(periodEnd(at(row.from), row.period)), row.end)
    })

  test('a quarter is 89 to 92 days and keeps the time of day', ({ assert }) => {
    fc.assert(
      fc.property(instant, (from) => {
        const end = addMonths(from, 3)
        const days = (end - from) / DAY_MS
        assert.isAtLeast(days, 89)
        assert.isAtMost(days, 92)
        assert.equal(end % DAY_MS, from % DAY_MS)
      })
    )
  })
})

test.group('Extend and stack (spec §4)', () => {
  test('extending an active role moves its expiry by exactly the period', ({ assert }) => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 * DAY_MS }), (now, left) => {
        const expiresAt = now + left
        assert.equal(extendedExpiry(expiresAt, now, 'month'), expiresAt + MONTH_MS)
        assert.equal(extendedExpiry(expiresAt, now, 'quarter'), addMonths(expiresAt, 3))
        assert.isNull(extendedExpiry(expiresAt, now, 'forever'))
      })
    )
  })

  test('extending a lapsed role counts from now, never from the past', ({ assert }) => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 400 * DAY_MS }), period, (now, ago, p) => {
        assert.equal(extendedExpiry(now - ago, now, p), periodEnd(now, p))
      })
    )
  })

  test('the boundary itself: a role ending now extends from now', ({ assert }) => {
    const now = at('2026-01-31T00:00:00Z')
    assert.equal(iso(extendedExpiry(now, now, 'month')), '2026-03-03T00:00:00.000Z')
    assert.equal(iso(extendedExpiry(now, now, 'quarter')), '2026-04-30T00:00:00.000Z')
  })

  test('forever stays forever whatever is added', ({ assert }) => {
    fc.assert(
      fc.property(instant, period, (now, p) => {
        assert.isNull(extendedExpiry(null, now, p))
      })
    )
  })

  test('two extensions equal one longer extension for months of 31 days', ({ assert }) => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 60 * DAY_MS }), (now, left) => {
        const once = extendedExpiry(now + left, now, 'month')!
        assert.equal(extendedExpiry(once, now, 'month'), now + left + 2 * MONTH_MS)
      })
    )
  })

  test('a stacked role runs its own period from now', ({ assert }) => {
    fc.assert(
      fc.property(instant, period, (now, p) => {
        assert.equal(stackedExpiry(now, p), periodEnd(now, p))
      })
    )
  })
})

test.group('Discounts (spec §3: a discount while a role is active)', () => {
  test('{price} kopecks with {percent} % off cost {paid}')
    .with([
      { price: 100_00, percent: 0, paid: 100_00 },
      { price: 100_00, percent: 15, paid: 85_00 },
      { price: 250_00, percent: 15, paid: 212_50 },
      { price: 99, percent: 10, paid: 90 },
      { price: 1, percent: 50, paid: 1 },
      { price: 100_00, percent: 95, paid: 10_00 },
    ])
    .run(({ assert }, row) => {
      assert.equal(discountedPrice(row.price, row.percent), row.paid)
    })

  test('never more than the price, never a fraction, never below the cap', ({ assert }) => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 100 }), (p, percent) => {
        const paid = discountedPrice(p, percent)
        assert.isTrue(Number.isInteger(paid))
        assert.isAtMost(paid, p)
        assert.isAtLeast(paid, Math.ceil(p / 10))
        // Off by less than a kopeck from the exact share.
        assert.isBelow(paid - (p * (100 - Math.min(percent, 90))) / 100, 1)
      })
    )
  })

  test('the best active role counts, capped at 90 %', ({ assert }) => {
    assert.equal(bestDiscount([]), 0)
    assert.equal(bestDiscount([5, 15, 10]), 15)
    assert.equal(bestDiscount([120]), 90)
  })
})

test.group('Moving a role between servers (spec §3 transfer)', () => {
  const prices = (month: number, forever: number | null = month * 10) => ({
    month,
    quarter: null,
    forever,
  })

  test('the time left is scaled by the month prices of the two servers', ({ assert }) => {
    const now = at('2026-01-01T00:00:00Z')
    const quote = roleTransferQuote({
      now,
      expiresAt: now + 10 * DAY_MS,
      source: prices(100_00),
      target: prices(200_00),
    })
    assert.deepEqual(quote, { ok: true, expiresAt: now + 5 * DAY_MS, remainingMs: 5 * DAY_MS })
  })

  test('the money value of the time left is kept to within a kopeck', ({ assert }) => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 1000 * DAY_MS }),
        price,
        price,
        (now, left, source, target) => {
          const quote = roleTransferQuote({
            now,
            expiresAt: now + left,
            source: prices(source),
            target: prices(target),
          })
          assert.isTrue(quote.ok)
          if (!quote.ok) return
          const moved = quote.remainingMs!
          assert.isAtLeast(moved, MIN_MOVED_MS)
          assert.isAtMost(moved, MAX_MOVED_MS)
          if (moved > MIN_MOVED_MS && moved < MAX_MOVED_MS) {
            // value = time × price per ms; moving loses less than one millisecond's worth.
            const before = BigInt(left) * BigInt(source)
            const after = BigInt(moved) * BigInt(target)
            assert.isTrue(after <= before && before - after < BigInt(target))
          }
        }
      )
    )
  })

  test('an ended role cannot move', ({ assert }) => {
    const now = at('2026-01-01T00:00:00Z')
    assert.deepEqual(
      roleTransferQuote({ now, expiresAt: now, source: prices(1), target: prices(1) }),
      {
        ok: false,
        reason: 'expired',
      }
    )
  })

  test('forever moves as forever unless forever costs more there', ({ assert }) => {
    const now = at('2026-01-01T00:00:00Z')
    const move = (from: number | null, to: number | null) =>
      roleTransferQuote({ now, expiresAt: null, source: prices(1, from), target: prices(1, to) })
    assert.deepEqual(move(1000, 1000), { ok: true, expiresAt: null, remainingMs: null })
    assert.deepEqual(move(1000, 900), { ok: true, expiresAt: null, remainingMs: null })
    assert.deepEqual(move(1000, 1001), { ok: false, reason: 'forever_costlier' })
    assert.deepEqual(move(1000, null), { ok: false, reason: 'forever_costlier' })
  })
})

test.group('Delivery command templates', () => {
  test('fills the known placeholders and leaves the others', ({ assert }) => {
    assert.equal(
      renderCommand('lp user {nickname} parent add {group} {other}', {
        nickname: 'Kirito_92',
        group: 'vip',
      }),
      'lp user Kirito_92 parent add vip {other}'
    )
  })
})
