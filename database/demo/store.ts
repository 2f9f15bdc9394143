import db from '@adonisjs/lucid/services/db'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreFeature from '#models/store_feature'
import StoreKit from '#models/store_kit'
import StoreRole from '#models/store_role'

/** The roles every server sells; each server scales the prices (kopecks) by its factor. */
const ROLES = [
  {
    slug: 'vip',
    nameRu: 'VIP',
    nameEn: 'VIP',
    descriptionRu: 'Первые удобства: дома, набор на каждый день и цветной ник.',
    descriptionEn: 'The first comforts: homes, a daily kit and a coloured nickname.',
    color: '#4f8cff',
    rank: 1,
    discountPercent: 5,
    prices: { month: 149_00, quarter: 399_00, forever: 999_00 },
  },
  {
    slug: 'premium',
    nameRu: 'Premium',
    nameEn: 'Premium',
    descriptionRu: 'Больше домов и приватов, полёт в своих регионах и скидка в магазине.',
    descriptionEn: 'More homes and claims, flight in your regions and a store discount.',
    color: '#b36bff',
    rank: 2,
    discountPercent: 10,
    prices: { month: 299_00, quarter: 799_00, forever: 1999_00 },
  },
  {
    slug: 'legend',
    nameRu: 'Legend',
    nameEn: 'Legend',
    descriptionRu: 'Всё лучшее сервера: наборы каждый час, телепорт без задержки, большая скидка.',
    descriptionEn: 'The best of the server: hourly kits, instant teleport, a big discount.',
    color: '#ffb347',
    rank: 3,
    discountPercent: 15,
    prices: { month: 599_00, quarter: 1599_00, forever: null },
  },
]

/** What the roles give, compared side by side: a value per role slug (true: included). */
const FEATURES: { nameRu: string; nameEn: string; values: Record<string, string | true> }[] = [
  { nameRu: 'Точки дома', nameEn: 'Homes', values: { vip: '3', premium: '6', legend: '12' } },
  { nameRu: 'Приваты', nameEn: 'Claims', values: { vip: '2', premium: '5', legend: '10' } },
  {
    nameRu: 'Цветной ник',
    nameEn: 'Coloured nickname',
    values: { vip: true, premium: true, legend: true },
  },
  {
    nameRu: 'Полёт в своём привате',
    nameEn: 'Flight in own claims',
    values: { premium: true, legend: true },
  },
  { nameRu: 'Телепорт без задержки', nameEn: 'Instant teleport', values: { legend: true } },
]

const KITS: Record<
  string,
  {
    nameRu: string
    nameEn: string
    every: number
    unit: 'hours' | 'days'
    items: { name: string; amount: number }[]
  }
> = {
  vip: {
    nameRu: 'Набор VIP',
    nameEn: 'VIP kit',
    every: 1,
    unit: 'days',
    items: [
      { name: 'Iron Ingot', amount: 32 },
      { name: 'Diamond', amount: 4 },
      { name: 'Cooked Beef', amount: 32 },
    ],
  },
  premium: {
    nameRu: 'Набор Premium',
    nameEn: 'Premium kit',
    every: 12,
    unit: 'hours',
    items: [
      { name: 'Diamond', amount: 12 },
      { name: 'Gold Ingot', amount: 32 },
      { name: 'Ender Pearl', amount: 8 },
    ],
  },
  legend: {
    nameRu: 'Набор Legend',
    nameEn: 'Legend kit',
    every: 1,
    unit: 'hours',
    items: [
      { name: 'Diamond', amount: 16 },
      { name: 'Emerald', amount: 16 },
      { name: 'Nether Star', amount: 1 },
    ],
  },
}

const ABILITIES = [
  {
    slug: 'fly',
    nameRu: 'Полёт',
    nameEn: 'Flight',
    descriptionRu: 'Команда /fly в своих приватах.',
    descriptionEn: 'The /fly command inside your own claims.',
    price: 249_00,
    grantCommand: 'lp user {nickname} permission set essentials.fly true',
  },
  {
    slug: 'workbench',
    nameRu: 'Верстак в кармане',
    nameEn: 'Pocket workbench',
    descriptionRu: 'Команда /workbench где угодно.',
    descriptionEn: 'The /workbench command anywhere.',
    price: 99_00,
    grantCommand: 'lp user {nickname} permission set essentials.workbench true',
  },
]

/** Per server: how its prices compare (HiTech and SKY are busier, so dearer). */
const PRICE_FACTOR: Record<string, number> = {
  'techno-magic-rpg': 1,
  'hi-tech': 1.2,
  'techno-magic-sky': 1.2,
  'magic-rpg': 1,
}

const scaled = (value: number | null, factor: number) =>
  value === null ? null : Math.round((value * factor) / 100) * 100

/**
 * The store's demo catalogue for the four servers (issue #14): roles with
 * their periods and prices, the features compared, kits and abilities. Safe
 * to run again: rows are found by their natural keys.
 */
export async function seedStore() {
  const servers = await Server.query().whereIn('slug', Object.keys(PRICE_FACTOR))
  for (const server of servers) {
    const factor = PRICE_FACTOR[server.slug]
    const features: StoreFeature[] = []
    for (const [position, feature] of FEATURES.entries()) {
      features.push(
        await StoreFeature.updateOrCreate(
          { serverId: server.id, nameEn: feature.nameEn },
          { nameRu: feature.nameRu, position }
        )
      )
    }
    for (const role of ROLES) {
      const row = await StoreRole.updateOrCreate(
        { serverId: server.id, slug: role.slug },
        {
          nameRu: role.nameRu,
          nameEn: role.nameEn,
          descriptionRu: role.descriptionRu,
          descriptionEn: role.descriptionEn,
          color: role.color,
          rank: role.rank,
          discountPercent: role.discountPercent,
          priceMonth: scaled(role.prices.month, factor)!,
          priceQuarter: scaled(role.prices.quarter, factor),
          priceForever: scaled(role.prices.forever, factor),
          grantCommand: 'lp user {nickname} parent add {group}',
          revokeCommand: 'lp user {nickname} parent remove {group}',
          enabled: true,
        }
      )
      const pivot: Record<number, { value_ru: string | null; value_en: string | null }> = {}
      FEATURES.forEach((feature, index) => {
        const value = feature.values[role.slug]
        if (value === undefined) return
        const text = value === true ? null : value
        pivot[features[index].id] = { value_ru: text, value_en: text }
      })
      await db.transaction(async (trx) => {
        row.useTransaction(trx)
        await row.related('features').sync(pivot)
      })
      const kit = KITS[role.slug]
      await StoreKit.updateOrCreate(
        { serverId: server.id, roleId: row.id },
        {
          nameRu: kit.nameRu,
          nameEn: kit.nameEn,
          claimInterval: kit.every,
          claimUnit: kit.unit,
          items: kit.items,
          position: 0,
        }
      )
    }
    for (const [position, ability] of ABILITIES.entries()) {
      await StoreAbility.updateOrCreate(
        { serverId: server.id, slug: ability.slug },
        { ...ability, price: scaled(ability.price, factor)!, position, enabled: true }
      )
    }
  }
}
