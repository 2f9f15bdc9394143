import type User from '#models/user'
import type { Region } from '#domain/platform/regions'

/** The account's region of spec §4. */
export default class RegionPreferenceService {
  /** Stores the region on the account; `fixed` marks the player's own choice. */
  async set(user: User, input: { region: Region; fixed: boolean }) {
    user.merge({ region: input.region, regionFixed: input.fixed })
    await user.save()
    return { region: input.region, fixed: user.regionFixed }
  }
}
