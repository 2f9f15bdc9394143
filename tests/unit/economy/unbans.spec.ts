import { test } from '@japa/runner'
import fc from 'fast-check'
import unbanConfig from '#config/unban'
import { DAY_MS, banStanding, priceOfBan, unbanPrice } from '#domain/economy/unbans'

const PRICING = { perDay: 100_00, minimum: 50_00, maximum: 15_000_00 }
const HOUR = 3_600_000

test.group('Unban price', () => {
  test('{title}')
    .with([
      { title: 'three whole days cost three days', remaining: 3 * DAY_MS, price: 300_00 },
      { title: 'a part of a ruble rounds up', remaining: 3 * DAY_MS + 1, price: 301_00 },
      { title: 'an hour costs its part, then the minimum', remaining: HOUR, price: 50_00 },
      { title: 'twelve hours cost half a day', remaining: 12 * HOUR, price: 50_00 },
      { title: 'thirteen hours pass the minimum', remaining: 13 * HOUR, price: 55_00 },
      { title: 'a year is held at the maximum', remaining: 365 * DAY_MS, price: 15_000_00 },
      { title: 'nothing left costs the minimum', remaining: 0, price: 50_00 },
    ])
    .run(({ assert }, row) => {
      assert.equal(unbanPrice(row.remaining, PRICING), row.price)
    })

  test('is whole rubles within the bounds, never below the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 * 365 * DAY_MS }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        (remaining, perDay, low, high) => {
          const pricing = {
            perDay,
            minimum: Math.min(low, high) * 100,
            maximum: Math.max(low, high) * 100,
          }
          const price = unbanPrice(remaining, pricing)
          const exact = (remaining * perDay) / DAY_MS
          return (
            Number.isSafeInteger(price) &&
            price % 100 === 0 &&
            price >= pricing.minimum &&
            price <= pricing.maximum &&
            // Below the cap it covers the exact price and is less than a ruble above it.
            (price === pricing.maximum ||
              price === pricing.minimum ||
              (price >= exact - 1e-6 && price - exact < 100 + 1e-6))
          )
        }
      )
    )
  })

  test('never rises as the ban runs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 * DAY_MS }),
        fc.integer({ min: 0, max: 1000 * DAY_MS }),
        (a, b) => {
          const [shorter, longer] = a <= b ? [a, b] : [b, a]
          return unbanPrice(shorter, PRICING) <= unbanPrice(longer, PRICING)
        }
      )
    )
  })

  test('counts exactly where floating point would not', ({ assert }) => {
    // 10^6 kopecks a day for 100 years: the product passes 2^53.
    const remaining = 36_500 * DAY_MS + 1
    const pricing = { perDay: 1_000_000, minimum: 0, maximum: Number.MAX_SAFE_INTEGER }
    assert.equal(unbanPrice(remaining, pricing), (36_500 * 10_000 + 1) * 100)
  })

  test('the configured pricing is whole rubles with the minimum below the maximum', ({
    assert,
  }) => {
    const { perDay, minimum, maximum } = unbanConfig.pricing
    assert.isAbove(perDay, 0)
    assert.equal(minimum % 100, 0)
    assert.equal(maximum % 100, 0)
    assert.isBelow(minimum, maximum)
  })
})

test.group('Ban standing', () => {
  const now = Date.UTC(2026, 10, 23, 12)

  test('{title}')
    .with([
      { title: 'running: temporary', endsAt: now + HOUR, liftedAt: null, standing: 'temporary' },
      { title: 'no end: permanent', endsAt: null, liftedAt: null, standing: 'permanent' },
      { title: 'past its end: ended', endsAt: now - 1, liftedAt: null, standing: 'ended' },
      { title: 'at its end: ended', endsAt: now, liftedAt: null, standing: 'ended' },
      { title: 'lifted: unbanned', endsAt: now + HOUR, liftedAt: now - 1, standing: 'unbanned' },
      { title: 'lifted permanent: unbanned', endsAt: null, liftedAt: now, standing: 'unbanned' },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(banStanding(row, now), row.standing)
    })

  test('only a temporary ban has a price, of its remaining time', ({ assert }) => {
    assert.equal(priceOfBan({ endsAt: now + 2 * DAY_MS, liftedAt: null }, now, PRICING), 200_00)
    assert.isNull(priceOfBan({ endsAt: null, liftedAt: null }, now, PRICING))
    assert.isNull(priceOfBan({ endsAt: now - 1, liftedAt: null }, now, PRICING))
    assert.isNull(priceOfBan({ endsAt: now + DAY_MS, liftedAt: now - 1 }, now, PRICING))
  })
})
