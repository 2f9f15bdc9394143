import { BaseTransformer } from '@adonisjs/core/transformers'
import StaffStoreAbilityTransformer from '#transformers/economy/staff_store_ability_transformer'
import StaffStoreFeatureTransformer from '#transformers/economy/staff_store_feature_transformer'
import StaffStoreKitTransformer from '#transformers/economy/staff_store_kit_transformer'
import type { StaffShelf } from '#services/economy/staff_store_role_service'
import StaffStoreRoleTransformer from '#transformers/economy/staff_store_role_transformer'

/** One server of the staff catalogue: its roles (hidden too), features, abilities and kits. */
export default class StaffStoreShelfTransformer extends BaseTransformer<StaffShelf> {
  toObject() {
    const shelf = this.resource
    return {
      server: { slug: shelf.server.slug, name: shelf.server.name, enabled: shelf.server.enabled },
      roles: shelf.roles.map((role) => new StaffStoreRoleTransformer(role).toObject()),
      features: shelf.features.map((feature) =>
        new StaffStoreFeatureTransformer(feature).toObject()
      ),
      abilities: shelf.abilities.map((ability) =>
        new StaffStoreAbilityTransformer(ability).toObject()
      ),
      kits: shelf.kits.map((kit) => new StaffStoreKitTransformer(kit).toObject()),
    }
  }
}
