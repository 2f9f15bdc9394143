import type User from '#models/user'
import { type ThemeId } from '#domain/accounts/themes'

/** The site theme an account keeps (spec §2 cabinet → theme, §7 `cabinet/theme/set/{id}`). */
export default class ThemeService {
  /** Remembers the theme on the account; setting the same one again changes nothing. */
  async set(user: User, theme: ThemeId) {
    if (user.theme === theme) return user
    user.theme = theme
    await user.save()
    return user
  }
}
