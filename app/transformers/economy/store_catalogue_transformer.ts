import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreAbility from '#models/store_ability'
import type StoreKit from '#models/store_kit'
import type StoreRole from '#models/store_role'
import type { ServerCatalogue } from '#services/economy/store_catalogue_service'

type Named = { nameRu: string; nameEn: string }

function named(row: Named, locale: string) {
  return locale === 'en' ? row.nameEn : row.nameRu
}

export function kitObject(kit: StoreKit, locale: string) {
  return {
    id: kit.id,
    name: named(kit, locale),
    claimInterval: { value: kit.claimInterval, unit: kit.claimUnit },
    items: kit.items.map((item) => ({ name: item.name, amount: item.amount })),
  }
}

function roleObject(role: StoreRole, locale: string) {
  return {
    id: role.id,
    slug: role.slug,
    name: named(role, locale),
    description: locale === 'en' ? role.descriptionEn : role.descriptionRu,
    color: role.color,
    rank: role.rank,
    discountPercent: role.discountPercent,
    prices: role.prices,
    features: role.features.map((feature) => ({
      id: feature.id,
      name: named(feature, locale),
      value:
        ((locale === 'en' ? feature.$extras.pivot_value_en : feature.$extras.pivot_value_ru) as
          string | null) ?? null,
    })),
    kits: role.kits.map((kit) => kitObject(kit, locale)),
  }
}

function abilityObject(ability: StoreAbility, locale: string) {
  return {
    id: ability.id,
    slug: ability.slug,
    name: named(ability, locale),
    description: locale === 'en' ? ability.descriptionEn : ability.descriptionRu,
    price: ability.price,
  }
}

type ShelfObject = ReturnType<StoreCatalogueTransformer['toObject']>

/** Each shelf's store object per language: a catalogue version's shelves never change (#29). */
const shelfObjects = new WeakMap<ServerCatalogue, Map<string, ShelfObject>>()

/**
 * One server's shelf of the store in the reader's language: `toObject` for
 * the store (roles with prices, features and kits; abilities), `toComparison`
 * for `GET store/role/features` (every feature against every role).
 */
export default class StoreCatalogueTransformer extends BaseTransformer<ServerCatalogue> {
  constructor(
    resource: ServerCatalogue,
    private locale: string
  ) {
    super(resource)
  }

  /**
   * The store objects of `shelves` (the catalogue service's, shared read-only), made once per
   * shelf and language: every player's store page has the same, so it is not rebuilt per request.
   */
  static shelves(shelves: ServerCatalogue[], locale: string) {
    return shelves.map((shelf) => {
      const byLocale = shelfObjects.get(shelf) ?? new Map<string, ShelfObject>()
      shelfObjects.set(shelf, byLocale)
      const made = byLocale.get(locale) ?? new StoreCatalogueTransformer(shelf, locale).toObject()
      byLocale.set(locale, made)
      return made
    })
  }

  private serverObject() {
    const { server } = this.resource
    return { id: server.id, slug: server.slug, name: server.name }
  }

  toObject() {
    return {
      server: this.serverObject(),
      roles: this.resource.roles.map((role) => roleObject(role, this.locale)),
      abilities: this.resource.abilities.map((ability) => abilityObject(ability, this.locale)),
    }
  }

  toComparison() {
    const { roles, features } = this.resource
    return {
      server: this.serverObject(),
      roles: roles.map((role) => ({
        slug: role.slug,
        name: named(role, this.locale),
        color: role.color,
      })),
      features: features.map((feature) => ({
        id: feature.id,
        name: named(feature, this.locale),
        values: roles.map((role) => {
          const held = role.features.find((row) => row.id === feature.id)
          const value = held
            ? (((this.locale === 'en'
                ? held.$extras.pivot_value_en
                : held.$extras.pivot_value_ru) as string | null) ?? null)
            : null
          return { role: role.slug, included: Boolean(held), value }
        }),
      })),
    }
  }
}
