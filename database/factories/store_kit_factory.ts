import factory from '@adonisjs/lucid/factories'
import StoreKit from '#models/store_kit'
import { StoreRoleFactory } from '#database/factories/store_role_factory'

/** A daily kit of a role (set `serverId` and `roleId`, or build it through the role). */
export const StoreKitFactory = factory
  .define(StoreKit, () => ({
    nameRu: 'Набор',
    nameEn: 'Kit',
    claimInterval: 1,
    claimUnit: 'days' as const,
    items: [{ name: 'Diamond', amount: 3 }],
    position: 0,
  }))
  .relation('role', () => StoreRoleFactory)
  .build()
