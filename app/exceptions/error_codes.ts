/*
| Stable `error_code` values of the JSON API (spec §8). Clients switch on
| these numbers, so a value never changes meaning. Listed in docs/api.md.
*/
export const ERROR_CODES = {
  /** The client shows nothing (spec §8). */
  silent: 1,
  /** A pending two-factor confirmation: the client stores it and opens the 2FA page. */
  twoFactorRequired: -7,
  badRequest: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  /** A file upload (multipart body) sent to an address that takes no files. */
  unsupportedMediaType: 415,
  rateLimited: 429,
  serverError: 500,

  /* Platform: requests (1000–1099). */
  /** The body could not be read: broken or non-object JSON, an unknown charset, a broken form. */
  unreadableBody: 1001,
  /** The idempotency key was used before with another body (design api.md). */
  idempotencyConflict: 1002,
  /** The database cannot take writes for a moment (locked, or its disk refuses): retry after Retry-After. */
  databaseBusy: 1003,

  /* Accounts: auth (1100–1199). */
  /** The nickname belongs to another account (ignoring case). */
  nicknameTaken: 1101,
  /** The e-mail belongs to another account. */
  emailTaken: 1102,
  /** Unknown login, wrong password or an account without a password: one answer for all. */
  invalidCredentials: 1103,
  /** The captcha was missing, refused or scored as a bot. */
  captchaFailed: 1104,
  /** The captcha service could not be reached. */
  captchaUnavailable: 1105,
  /** The legacy login and access token match no unused legacy token. */
  legacyTokenInvalid: 1106,

  /* Accounts: sessions, password, history (1200–1299). */
  /** The current session cannot be ended from the session list: log out instead. */
  currentSessionEnd: 1201,
  /** The current password given to change the password is wrong. */
  wrongCurrentPassword: 1202,

  /* Accounts: mail — password reset, e-mail verification and change (1300–1399). */
  /** The password reset link is unknown (mistyped or never sent). */
  resetLinkInvalid: 1301,
  /** The password reset link has expired: request a new one. */
  resetLinkExpired: 1302,
  /** The password reset link was already used. */
  resetLinkUsed: 1303,
  /* 1304, 1305: the verification link's problems, now told by its page; not to be reused. */
  /** The account's e-mail is already verified. */
  emailAlreadyVerified: 1306,
  /** No e-mail change code is waiting to be entered: request one first. */
  emailCodeMissing: 1307,
  /** The e-mail change code is wrong; the message says how many tries are left. */
  emailCodeWrong: 1308,
  /** The e-mail change code has expired: request a new one. */
  emailCodeExpired: 1309,
  /** Too many wrong codes: this code is void, request a new one. */
  emailCodeExhausted: 1310,
  /** The new e-mail is the account's current one. */
  emailUnchanged: 1311,
  /** The e-mail change is on another step (e.g. the current address is not confirmed yet). */
  emailChangeStep: 1312,
  /** The account has no e-mail to verify. */
  noEmail: 1313,

  /* Economy: wallet and coin transfers (1700–1749). */
  /** The wallet holds less than the debit asks for. */
  insufficientFunds: 1701,
  /** No player has the nickname a transfer names. */
  recipientNotFound: 1702,
  /** A transfer names the sender. */
  selfTransfer: 1703,
  /** An Idempotency-Key already used for a different request. */
  idempotencyKeyReused: 1704,
  /** A credit would take the wallet past its upper bound. */
  walletLimit: 1705,

  /* Economy: payments (1750–1799). */
  /** The chosen payment method has no gateway configured, or none has. */
  paymentMethodUnavailable: 1751,
  /** The payment gateway did not answer, or answered an error: nothing was charged. */
  gatewayUnavailable: 1752,
  /** A webhook whose signature or content the gateway does not confirm. */
  webhookRejected: 1753,
  /* Network: game API (1400–1449), docs/game-api.md. */
  /** The game API key is missing or names no server. */
  gameKeyInvalid: 1401,
  /** The key's server is disabled. */
  gameServerDisabled: 1402,
  /** An event of a batch has a wrong shape or value (rejected alone, `field` says where). */
  gameEventInvalid: 1410,
  /** An event's `type` is none of the known ones. */
  gameEventTypeUnknown: 1411,
  /** A stats delta is not a whole number from 0 to 1 000 000 000, or is unknown. */
  gameStatsDeltaInvalid: 1412,
  /** An event's `at` is more than 10 minutes ahead of the site's clock. */
  gameEventInFuture: 1413,
  /** An event's `at` is more than 731 days before the site's clock. */
  gameEventTooOld: 1414,
  /* Content: documents, images (1600–1699). */
  /** Another document of the target has this slug. */
  slugTaken: 1601,
  /** documentMeta.serverName names no server of the network. */
  unknownServer: 1602,
  /** The upload is not a PNG, JPEG, GIF or WebP image by its bytes (spec §5). */
  unsupportedFileType: 1603,
  /** The image could not be decoded or stored (spec §8 'Failed to upload image.'). */
  imageUploadFailed: 1604,
  /** The image is larger than the upload limit. */
  imageTooLarge: 1605,

  /* Network: delivery outbox (1450–1469). */
  /** The idempotency key was already used for a different command. */
  deliveryKeyConflict: 1451,
  /** "Deliver again" on a command the server already ran. */
  deliveryAlreadyDone: 1452,
  /* Accounts: OAuth login (1800–1849). */
  /** The provider's callback was forged, replayed, expired or refused by the player. */
  oauthCallbackInvalid: 1801,
  /** The provider could not be reached or answered outside its protocol. */
  oauthProviderFailed: 1802,
  /** The provider is not set up on this site (no keys). */
  oauthProviderUnavailable: 1803,
  /** The identity is linked to another account. */
  oauthIdentityTaken: 1804,
  /** A new identity: choose a nickname and accept the terms (`details` has the token). */
  oauthNicknameRequired: 1805,
  /** The registration token is unknown or older than 15 minutes: sign in again. */
  oauthRegistrationExpired: 1806,
  /** The provider is not linked to this account. */
  oauthNotLinked: 1807,
  /** The only way to log in cannot be unlinked before a password is set. */
  onlyLoginMethod: 1808,
  /** The account already has another identity of this provider. */
  oauthAlreadyLinked: 1809,

  /* Accounts: two-factor through bots (1850–1899). */
  /** The login is not confirmed in the bot yet: ask again in a moment. */
  twoFactorPending: 1851,
  /** The player pressed "deny" in the bot: the login is refused. */
  twoFactorDenied: 1852,
  /** The confirmation was not given in time (5 minutes): log in again. */
  twoFactorExpired: 1853,
  /** The confirmation is unknown or was already used to log in. */
  twoFactorUsed: 1854,
  /** The account has no bot linked. */
  twoFactorNotLinked: 1855,
  /** The bot is not set up on this site. */
  botUnavailable: 1856,
  /** A bot webhook without the right secret. */
  botWebhookForbidden: 1857,

  /* Economy: store (2000–2049), spec §8 'Failed to purchase a role'. */
  /** No enabled role, ability, kit or server of the store has this name. */
  storeItemNotFound: 2001,
  /** The role is not sold for this period on this server. */
  storePeriodUnavailable: 2002,
  /** The role is already active on that server: choose extend or stack (spec §4). */
  storeRoleActive: 2003,
  /** A forever role cannot be extended. */
  storeRoleForever: 2004,
  /** The ability is already owned on that server. */
  storeAbilityOwned: 2005,
  /** The balance is short of the price (`details.missing`, kopecks). */
  storeInsufficientFunds: 2006,
  /** None of the player's active roles has this id (move; another player's is unknown too). */
  storeGrantNotFound: 2007,
  /** The role's time is over: nothing is left to move. */
  roleTransferExpired: 2008,
  /** The role is already on the chosen server. */
  roleTransferSameServer: 2009,
  /** The role is not sold on the chosen server. */
  roleTransferNotSold: 2010,
  /** The same role is already active on the chosen server. */
  roleTransferTargetActive: 2011,
  /** A forever role moves only where forever is sold and costs no more. */
  roleTransferForeverCostlier: 2012,

  /* Players: profiles, playtime, tops, search (1900–1999). */
  /** No account and no game player has this nickname. */
  playerNotFound: 1901,
  /** No enabled server has this name. */
  serverNotFound: 1902,
  /** The playtime range would need more points than a chart draws: choose a coarser resolution. */
  playtimeResolutionTooFine: 1903,
  /** The playtime range is unreadable, or its end is not after its start. */
  playtimeRangeInvalid: 1904,
  /** The top type is unknown. */
  topTypeUnknown: 1905,
  /** A player search shorter than four characters (spec §5). */
  searchTooShort: 1950,
  /** The top is kept over the whole network only (coins, likes): it has no per-server view. */
  topNotPerServer: 1951,

  /* Economy: unban purchase (2050–2069). */
  /** No ban of this player has the id. */
  banNotFound: 2050,
  /** A permanent ban cannot be bought out. */
  banPermanent: 2051,
  /** The ban ended by its own time (perhaps while the modal was open). */
  banEnded: 2052,
  /** The ban is already lifted (bought out, or unbanned on the server). */
  banAlreadyLifted: 2053,
  /** The balance holds less than the unban's price. */
  unbanInsufficientFunds: 2054,

  /* Players: privacy, friends, profile likes (1920–1949). */
  /** The player hides this part of the profile from others. */
  profilePartHidden: 1920,
  /** A player liked their own profile. */
  selfLike: 1921,
  /** Likes and friends need an account: the nickname is only a game player. */
  playerNotRegistered: 1922,
  /** A friend request to oneself. */
  selfFriendRequest: 1923,
  /** The player already asked this one to be friends. */
  friendRequestExists: 1924,
  /** The two players are friends already. */
  alreadyFriends: 1925,
  /** No friend request between the two players waits. */
  friendRequestNotFound: 1926,
  /** The player to remove is not a friend. */
  notFriends: 1927,

  /* Players: looks — skin, cape, avatar, cover, theme (1960–1979). */
  /** A skin is not 64×64 or 64×32, or a cape not 64×32 or 22×17. */
  textureSize: 1960,
  /** No earlier skin, cape or avatar to roll back to. */
  nothingToRollBack: 1961,
  /** The avatar crop leaves the image or is too small. */
  cropOutOfBounds: 1962,
  /** The avatar to crop is not the player's current one. */
  lookNotFound: 1963,
  /** The cover item or theme does not exist (or is hidden). */
  lookItemNotFound: 1964,
  /** The cover item needs an active role the player does not hold. */
  lookItemLocked: 1965,

  /* Economy: daily bonus, referrals, refunds (2100–2149), issue #24. */
  /** No VK community is configured: the bonus is not set up. */
  bonusNotConfigured: 2100,
  /** The VK API did not answer the bonus's checks. */
  bonusVkUnavailable: 2101,
  /** A setup step (`details.step`: linked, member, messages) is not done. */
  bonusStepsIncomplete: 2102,
  /** Today's bonus is claimed; `details.nextAt` says when the next one comes. */
  bonusAlreadyClaimed: 2103,
  /** No referral code is known by this name. */
  referralCodeUnknown: 2110,
  /** Another campaign uses this `/source/{alias}` alias already. */
  sourceAliasTaken: 2111,
  /** No wipe is announced by this id, or it is past. */
  wipeNotFound: 2120,
  /** Nothing of the player's is refundable before this wipe. */
  refundNothing: 2121,
  /** The player was refunded for this wipe already. */
  refundDone: 2122,

  /* Launcher: builds, manifest, debugger (2150–2199). */
  /** No LAUNCHER_SIGNING_KEY: the site cannot sign a manifest or debugger settings. */
  launcherSigningKeyMissing: 2150,
  /** The JVM flags are not -X…, -XX:… or -D…=… tokens, or more than 20. */
  launcherJvmFlagsInvalid: 2151,
  /** A build of this version and platform is already published. */
  launcherBuildExists: 2152,

  /* Hardening: refusals added by the second security pass (2200–2219), issue #23. */
  /** An extend names a role the player no longer has on that server (moved away or expired). */
  storeRoleNotActive: 2200,
  /** An edit would leave the document with no title in either language. */
  documentTitleMissing: 2201,

  /* Platform: many instances (2220–2239), issue #28. */
  /** `/metrics` without `Authorization: Bearer <METRICS_TOKEN>`, or no token is configured. */
  metricsTokenInvalid: 2220,

  /* Looks and the cabinet's ways to log in (2300–2319), issue #25. */
  /** `cabinet/authorization/update` sent a first password to an account that has another one. */
  passwordAlreadySet: 2300,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
