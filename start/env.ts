/*
| Environment variables, validated once at start. A missing or malformed
| variable stops the process with one line naming it (see reportEnvError).
*/
import { Env, errors } from '@adonisjs/core/env'
import { parseTrustedProxies } from '#domain/platform/trusted_proxies'

const schema = {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  HOST: Env.schema.string({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.enum([
    'fatal',
    'error',
    'warn',
    'info',
    'debug',
    'trace',
    'silent',
  ] as const),
  SESSION_DRIVER: Env.schema.enum(['cookie', 'memory'] as const),
  /*
  | Seconds a stopping server (SIGTERM) gives requests already accepted to
  | finish before their connections are cut (default 10).
  */
  SHUTDOWN_GRACE_PERIOD: Env.schema.number.optional(),

  /*
  | Reverse proxies allowed to set X-Forwarded-*: comma-separated IPs and
  | CIDR ranges, loopback when unset.
  */
  TRUSTED_PROXIES: (key: string, value?: string) => {
    try {
      return parseTrustedProxies(value)
    } catch (error) {
      throw new Error(`Invalid value for "${key}": ${(error as Error).message}`)
    }
  },

  /*
  | Database: SQLite (embedded default) or MySQL / MariaDB.
  */
  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'mysql'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  /*
  | Abuse limits: `database` (default), `redis` or `memory` (tests).
  */
  LIMITER_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),

  /*
  | Caches (app state, redirect rules): `memory` per process (default) or
  | `redis`, shared by every instance, whose invalidations (the page cache's
  | and local memos' too) then reach every instance over Redis pub/sub.
  | REDIS_DB and REDIS_KEY_PREFIX (default `tm:`) let deployments share a Redis.
  | CACHE_LOCAL_TTL (seconds, default 30) caps how long a process keeps its own
  | copies (guest pages, player shells, the shared cache's memory layer): with
  | the bus down, a change reaches every instance within twice that plus 1 s.
  */
  CACHE_STORE: Env.schema.enum.optional(['memory', 'redis'] as const),
  CACHE_LOCAL_TTL: Env.schema.number.optional(),
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: Env.schema.number.optional(),
  REDIS_PASSWORD: Env.schema.string.optional(),
  REDIS_DB: Env.schema.number.optional(),
  REDIS_KEY_PREFIX: Env.schema.string.optional(),

  /*
  | Background work (config/queue.ts): jobs in the main database (default),
  | in Redis, or run inline (`sync`, tests). A web process runs a worker
  | unless QUEUE_WORKER=false; a job whose worker went silent for
  | QUEUE_VISIBILITY_TIMEOUT seconds (default 30) runs again.
  */
  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  QUEUE_WORKER: Env.schema.boolean.optional(),
  QUEUE_VISIBILITY_TIMEOUT: Env.schema.number.optional(),
  // First retry delay of an RCON delivery (doubles up to 5 minutes); tests shorten it.
  DELIVERY_RETRY_DELAY: Env.schema.string.optional(),
  // How often timed store roles are checked for expiry (a duration: `1m` by default).
  STORE_EXPIRY_INTERVAL: Env.schema.string.optional(),
  // Every scheduled job's period at once (a duration; tests): unset, each keeps its own.
  SCHEDULE_EVERY: Env.schema.string.optional(),

  /*
  | Locks (config/lock.ts): `database` (default), `redis` or `memory` (tests).
  */
  LOCK_STORE: Env.schema.enum.optional(['database', 'redis', 'memory'] as const),

  /*
  | Prometheus (`GET /metrics`): answered only with `Authorization: Bearer
  | <METRICS_TOKEN>`; without a token set, refused to everyone.
  */
  METRICS_TOKEN: Env.schema.string.optional(),

  /*
  | Server monitoring (config/monitoring.ts): the poller runs in one web
  | process at a time (a lock of MONITORING_LOCK_TTL seconds) unless
  | MONITORING_POLLER=false; it pings every MONITORING_INTERVAL seconds with a
  | MONITORING_TIMEOUT ms timeout. Day records roll over at midnight in
  | MONITORING_TIME_ZONE; raw samples live MONITORING_SAMPLE_DAYS days.
  */
  MONITORING_POLLER: Env.schema.boolean.optional(),
  MONITORING_INTERVAL: Env.schema.number.optional(),
  MONITORING_TIMEOUT: Env.schema.number.optional(),
  MONITORING_LOCK_TTL: Env.schema.number.optional(),
  MONITORING_TIME_ZONE: Env.schema.string.optional(),
  MONITORING_SAMPLE_DAYS: Env.schema.number.optional(),

  /*
  | Captcha on login and registration: Google reCAPTCHA v3. Without a
  | secret (embedded default) verification is skipped.
  */
  RECAPTCHA_SECRET: Env.schema.string.optional(),
  RECAPTCHA_SITE_KEY: Env.schema.string.optional(),
  RECAPTCHA_VERIFY_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  RECAPTCHA_MIN_SCORE: Env.schema.number.optional(),

  /*
  | Outgoing mail over SMTP. Without SMTP_HOST (embedded default) mails are
  | written to the log and to the dev mailbox page instead of being sent.
  */
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM_ADDRESS: Env.schema.string.optional({ format: 'email' }),
  MAIL_FROM_NAME: Env.schema.string.optional(),

  /*
  | Payment gateways (issue #11). A gateway without its keys is off; with
  | none the /pay page says top-up is unavailable. `node ace payments:fake`
  | serves both locally.
  */
  YOOKASSA_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  YOOKASSA_SHOP_ID: Env.schema.string.optional(),
  YOOKASSA_SECRET_KEY: Env.schema.string.optional(),
  CRYPTOMUS_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  CRYPTOMUS_MERCHANT_ID: Env.schema.string.optional(),
  CRYPTOMUS_API_KEY: Env.schema.string.optional(),
  // Set by `npm run dev` with the fake gateways: the pay page says no real money moves.
  PAYMENTS_TEST_MODE: Env.schema.boolean.optional(),

  /*
  | Uploads (document images): the local disk's folder (storage/ by default), or
  | DRIVE_DISK=s3 with an S3-compatible bucket (config/drive.ts, README).
  */
  DRIVE_ROOT: Env.schema.string.optional(),
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_PUBLIC_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),

  /*
  | Launcher downloads (the start page) until the launcher issue serves its builds.
  */
  LAUNCHER_WINDOWS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LAUNCHER_MACOS_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LAUNCHER_LINUX_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  // The launcher's local API the launcher pages call (issue #26; `node ace launcher:fake`).
  LAUNCHER_LOCAL_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  // Ed25519 private key (base64 PKCS#8 DER) signing the builds manifest; `node ace launcher:key`.
  LAUNCHER_SIGNING_KEY: Env.schema.string.optional(),

  /*
  | OAuth login (config/oauth.ts): a provider without its keys is hidden;
  | the URLs default to the providers' own and point at fakes in tests.
  */
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  GOOGLE_AUTHORIZE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GOOGLE_TOKEN_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GOOGLE_USERINFO_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  GOOGLE_ISSUER: Env.schema.string.optional(),
  VKID_CLIENT_ID: Env.schema.string.optional(),
  VKID_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  YANDEX_CLIENT_ID: Env.schema.string.optional(),
  YANDEX_CLIENT_SECRET: Env.schema.string.optional(),
  YANDEX_OAUTH_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  YANDEX_LOGIN_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  STEAM_API_KEY: Env.schema.string.optional(),
  STEAM_OPENID_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  STEAM_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  /*
  | Two-factor bots (config/bots.ts): without a token a bot is not set up
  | (the dev bot inbox stands in outside production).
  */
  TELEGRAM_BOT_TOKEN: Env.schema.string.optional(),
  TELEGRAM_BOT_USERNAME: Env.schema.string.optional(),
  TELEGRAM_WEBHOOK_SECRET: Env.schema.string.optional(),
  TELEGRAM_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  VK_BOT_TOKEN: Env.schema.string.optional(),
  VK_GROUP_ID: Env.schema.string.optional(),
  VK_CALLBACK_CONFIRMATION: Env.schema.string.optional(),
  VK_CALLBACK_SECRET: Env.schema.string.optional(),
  VK_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** The daily bonus's checks (config/rewards.ts); the bot's token when unset. */
  VK_BONUS_TOKEN: Env.schema.string.optional(),

  /*
  | Product and community links (spec §3 app state).
  */
  MAIN_SITE_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  ANALYTICS_ENDPOINT: Env.schema.string.optional({ format: 'url', tld: false }),
  COMMUNITY_DISCORD_COUNT: Env.schema.number.optional(),
  COMMUNITY_VK_COUNT: Env.schema.number.optional(),
  COMMUNITY_YOUTUBE_COUNT: Env.schema.number.optional(),
  COMMUNITY_TELEGRAM_COUNT: Env.schema.number.optional(),
  COMMUNITY_DISCORD_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_VK_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_VK_MESSAGE_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_SUPPORT_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_YOUTUBE_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_TELEGRAM_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_2FA_TELEGRAM_URL: Env.schema.string.optional({ format: 'url' }),
  COMMUNITY_2FA_VK_URL: Env.schema.string.optional({ format: 'url' }),
}

function reportEnvError(error: unknown): never {
  if (error instanceof errors.E_INVALID_ENV_VARIABLES) {
    for (const line of error.help.split('\n')) {
      console.error(`Environment error: ${line.replace(/^- /, '')}`)
    }
    process.exit(1)
  }
  throw error
}

export default await Env.create(new URL('../', import.meta.url), schema).catch(reportEnvError)
