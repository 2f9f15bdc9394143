import type { UnbanPricing } from '#domain/economy/unbans'

/*
| Buying out a temporary ban (spec §2 unban purchase, §7 `POST ban/unban`;
| docs/decisions.md "Unban purchase"). Prices are kopecks; the formula is
| `unbanPrice` in app/domain/economy/unbans.ts.
*/
const unbanConfig = {
  pricing: {
    /** 100 ₽ for each day the ban still has to run (a part of a day costs its part). */
    perDay: 100_00,
    /** At least 50 ₽, however little is left. */
    minimum: 50_00,
    /** At most 15 000 ₽ (150 days' worth): a longer ban costs the same. */
    maximum: 15_000_00,
  } satisfies UnbanPricing,
  /**
   * The command the ban's server runs to lift it, through the delivery
   * outbox. `{nickname}` and `{banId}` (the server's own ban id) are filled
   * in. `unban <player>` is understood by LiteBans, AdvancedBan,
   * LibertyBans and EssentialsX, and running it
   * twice is harmless, as RCON delivery (at least once) requires.
   */
  command: 'unban {nickname}',
}

export default unbanConfig
