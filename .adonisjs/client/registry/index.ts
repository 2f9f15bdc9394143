/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'platform.health.show': {
    methods: ["GET","HEAD"],
    pattern: '/health',
    tokens: [{"old":"/health","type":0,"val":"health","end":""}],
    types: placeholder as Registry['platform.health.show']['types'],
  },
  'platform.liveness.show': {
    methods: ["GET","HEAD"],
    pattern: '/live',
    tokens: [{"old":"/live","type":0,"val":"live","end":""}],
    types: placeholder as Registry['platform.liveness.show']['types'],
  },
  'platform.translations.show': {
    methods: ["GET","HEAD"],
    pattern: '/translations/:file',
    tokens: [{"old":"/translations/:file","type":0,"val":"translations","end":""},{"old":"/translations/:file","type":1,"val":"file","end":""}],
    types: placeholder as Registry['platform.translations.show']['types'],
  },
  'api.network.online.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/server/online',
    tokens: [{"old":"/api/v1/server/online","type":0,"val":"api","end":""},{"old":"/api/v1/server/online","type":0,"val":"v1","end":""},{"old":"/api/v1/server/online","type":0,"val":"server","end":""},{"old":"/api/v1/server/online","type":0,"val":"online","end":""}],
    types: placeholder as Registry['api.network.online.show']['types'],
  },
  'api.network.monitoring.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/server/monitoring',
    tokens: [{"old":"/api/v1/server/monitoring","type":0,"val":"api","end":""},{"old":"/api/v1/server/monitoring","type":0,"val":"v1","end":""},{"old":"/api/v1/server/monitoring","type":0,"val":"server","end":""},{"old":"/api/v1/server/monitoring","type":0,"val":"monitoring","end":""}],
    types: placeholder as Registry['api.network.monitoring.show']['types'],
  },
  'api.platform.main.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/main',
    tokens: [{"old":"/api/v1/main","type":0,"val":"api","end":""},{"old":"/api/v1/main","type":0,"val":"v1","end":""},{"old":"/api/v1/main","type":0,"val":"main","end":""}],
    types: placeholder as Registry['api.platform.main.show']['types'],
  },
  'api.accounts.regions.update': {
    methods: ["POST"],
    pattern: '/api/v1/user/set-region',
    tokens: [{"old":"/api/v1/user/set-region","type":0,"val":"api","end":""},{"old":"/api/v1/user/set-region","type":0,"val":"v1","end":""},{"old":"/api/v1/user/set-region","type":0,"val":"user","end":""},{"old":"/api/v1/user/set-region","type":0,"val":"set-region","end":""}],
    types: placeholder as Registry['api.accounts.regions.update']['types'],
  },
  'api.accounts.registrations.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/register',
    tokens: [{"old":"/api/v1/user/register","type":0,"val":"api","end":""},{"old":"/api/v1/user/register","type":0,"val":"v1","end":""},{"old":"/api/v1/user/register","type":0,"val":"user","end":""},{"old":"/api/v1/user/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['api.accounts.registrations.store']['types'],
  },
  'api.accounts.sessions.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/auth/login',
    tokens: [{"old":"/api/v1/user/auth/login","type":0,"val":"api","end":""},{"old":"/api/v1/user/auth/login","type":0,"val":"v1","end":""},{"old":"/api/v1/user/auth/login","type":0,"val":"user","end":""},{"old":"/api/v1/user/auth/login","type":0,"val":"auth","end":""},{"old":"/api/v1/user/auth/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['api.accounts.sessions.store']['types'],
  },
  'api.accounts.legacy_exchanges.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/auth/token-legacy',
    tokens: [{"old":"/api/v1/user/auth/token-legacy","type":0,"val":"api","end":""},{"old":"/api/v1/user/auth/token-legacy","type":0,"val":"v1","end":""},{"old":"/api/v1/user/auth/token-legacy","type":0,"val":"user","end":""},{"old":"/api/v1/user/auth/token-legacy","type":0,"val":"auth","end":""},{"old":"/api/v1/user/auth/token-legacy","type":0,"val":"token-legacy","end":""}],
    types: placeholder as Registry['api.accounts.legacy_exchanges.store']['types'],
  },
  'api.accounts.field_checks.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/validation',
    tokens: [{"old":"/api/v1/user/validation","type":0,"val":"api","end":""},{"old":"/api/v1/user/validation","type":0,"val":"v1","end":""},{"old":"/api/v1/user/validation","type":0,"val":"user","end":""},{"old":"/api/v1/user/validation","type":0,"val":"validation","end":""}],
    types: placeholder as Registry['api.accounts.field_checks.store']['types'],
  },
  'api.accounts.launcher_sessions.store': {
    methods: ["POST"],
    pattern: '/api/v1/launcher/auth',
    tokens: [{"old":"/api/v1/launcher/auth","type":0,"val":"api","end":""},{"old":"/api/v1/launcher/auth","type":0,"val":"v1","end":""},{"old":"/api/v1/launcher/auth","type":0,"val":"launcher","end":""},{"old":"/api/v1/launcher/auth","type":0,"val":"auth","end":""}],
    types: placeholder as Registry['api.accounts.launcher_sessions.store']['types'],
  },
  'api.accounts.sessions.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/user/auth/token',
    tokens: [{"old":"/api/v1/user/auth/token","type":0,"val":"api","end":""},{"old":"/api/v1/user/auth/token","type":0,"val":"v1","end":""},{"old":"/api/v1/user/auth/token","type":0,"val":"user","end":""},{"old":"/api/v1/user/auth/token","type":0,"val":"auth","end":""},{"old":"/api/v1/user/auth/token","type":0,"val":"token","end":""}],
    types: placeholder as Registry['api.accounts.sessions.show']['types'],
  },
  'api.accounts.sessions.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/user/auth/logout',
    tokens: [{"old":"/api/v1/user/auth/logout","type":0,"val":"api","end":""},{"old":"/api/v1/user/auth/logout","type":0,"val":"v1","end":""},{"old":"/api/v1/user/auth/logout","type":0,"val":"user","end":""},{"old":"/api/v1/user/auth/logout","type":0,"val":"auth","end":""},{"old":"/api/v1/user/auth/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['api.accounts.sessions.destroy']['types'],
  },
  'api.accounts.launcher_tokens.store': {
    methods: ["POST"],
    pattern: '/api/v1/launcher/auth/token',
    tokens: [{"old":"/api/v1/launcher/auth/token","type":0,"val":"api","end":""},{"old":"/api/v1/launcher/auth/token","type":0,"val":"v1","end":""},{"old":"/api/v1/launcher/auth/token","type":0,"val":"launcher","end":""},{"old":"/api/v1/launcher/auth/token","type":0,"val":"auth","end":""},{"old":"/api/v1/launcher/auth/token","type":0,"val":"token","end":""}],
    types: placeholder as Registry['api.accounts.launcher_tokens.store']['types'],
  },
  'api.accounts.active_sessions.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/user/sessions',
    tokens: [{"old":"/api/v1/user/sessions","type":0,"val":"api","end":""},{"old":"/api/v1/user/sessions","type":0,"val":"v1","end":""},{"old":"/api/v1/user/sessions","type":0,"val":"user","end":""},{"old":"/api/v1/user/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['api.accounts.active_sessions.index']['types'],
  },
  'api.accounts.active_sessions.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/user/sessions/terminate',
    tokens: [{"old":"/api/v1/user/sessions/terminate","type":0,"val":"api","end":""},{"old":"/api/v1/user/sessions/terminate","type":0,"val":"v1","end":""},{"old":"/api/v1/user/sessions/terminate","type":0,"val":"user","end":""},{"old":"/api/v1/user/sessions/terminate","type":0,"val":"sessions","end":""},{"old":"/api/v1/user/sessions/terminate","type":0,"val":"terminate","end":""}],
    types: placeholder as Registry['api.accounts.active_sessions.destroy']['types'],
  },
  'api.accounts.other_sessions.destroy': {
    methods: ["POST"],
    pattern: '/api/v1/user/sessions/terminate-all',
    tokens: [{"old":"/api/v1/user/sessions/terminate-all","type":0,"val":"api","end":""},{"old":"/api/v1/user/sessions/terminate-all","type":0,"val":"v1","end":""},{"old":"/api/v1/user/sessions/terminate-all","type":0,"val":"user","end":""},{"old":"/api/v1/user/sessions/terminate-all","type":0,"val":"sessions","end":""},{"old":"/api/v1/user/sessions/terminate-all","type":0,"val":"terminate-all","end":""}],
    types: placeholder as Registry['api.accounts.other_sessions.destroy']['types'],
  },
  'api.accounts.passwords.update': {
    methods: ["POST"],
    pattern: '/api/v1/user/settings/password/update',
    tokens: [{"old":"/api/v1/user/settings/password/update","type":0,"val":"api","end":""},{"old":"/api/v1/user/settings/password/update","type":0,"val":"v1","end":""},{"old":"/api/v1/user/settings/password/update","type":0,"val":"user","end":""},{"old":"/api/v1/user/settings/password/update","type":0,"val":"settings","end":""},{"old":"/api/v1/user/settings/password/update","type":0,"val":"password","end":""},{"old":"/api/v1/user/settings/password/update","type":0,"val":"update","end":""}],
    types: placeholder as Registry['api.accounts.passwords.update']['types'],
  },
  'api.accounts.history_entries.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/user/history',
    tokens: [{"old":"/api/v1/user/history","type":0,"val":"api","end":""},{"old":"/api/v1/user/history","type":0,"val":"v1","end":""},{"old":"/api/v1/user/history","type":0,"val":"user","end":""},{"old":"/api/v1/user/history","type":0,"val":"history","end":""}],
    types: placeholder as Registry['api.accounts.history_entries.index']['types'],
  },
  'api.accounts.password_resets.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/reset',
    tokens: [{"old":"/api/v1/user/reset","type":0,"val":"api","end":""},{"old":"/api/v1/user/reset","type":0,"val":"v1","end":""},{"old":"/api/v1/user/reset","type":0,"val":"user","end":""},{"old":"/api/v1/user/reset","type":0,"val":"reset","end":""}],
    types: placeholder as Registry['api.accounts.password_resets.store']['types'],
  },
  'api.accounts.password_restores.show': {
    methods: ["POST"],
    pattern: '/api/v1/user/reset/status',
    tokens: [{"old":"/api/v1/user/reset/status","type":0,"val":"api","end":""},{"old":"/api/v1/user/reset/status","type":0,"val":"v1","end":""},{"old":"/api/v1/user/reset/status","type":0,"val":"user","end":""},{"old":"/api/v1/user/reset/status","type":0,"val":"reset","end":""},{"old":"/api/v1/user/reset/status","type":0,"val":"status","end":""}],
    types: placeholder as Registry['api.accounts.password_restores.show']['types'],
  },
  'api.accounts.password_restores.update': {
    methods: ["POST"],
    pattern: '/api/v1/user/reset/update-password',
    tokens: [{"old":"/api/v1/user/reset/update-password","type":0,"val":"api","end":""},{"old":"/api/v1/user/reset/update-password","type":0,"val":"v1","end":""},{"old":"/api/v1/user/reset/update-password","type":0,"val":"user","end":""},{"old":"/api/v1/user/reset/update-password","type":0,"val":"reset","end":""},{"old":"/api/v1/user/reset/update-password","type":0,"val":"update-password","end":""}],
    types: placeholder as Registry['api.accounts.password_restores.update']['types'],
  },
  'api.accounts.email_changes.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/user/settings/mail',
    tokens: [{"old":"/api/v1/user/settings/mail","type":0,"val":"api","end":""},{"old":"/api/v1/user/settings/mail","type":0,"val":"v1","end":""},{"old":"/api/v1/user/settings/mail","type":0,"val":"user","end":""},{"old":"/api/v1/user/settings/mail","type":0,"val":"settings","end":""},{"old":"/api/v1/user/settings/mail","type":0,"val":"mail","end":""}],
    types: placeholder as Registry['api.accounts.email_changes.show']['types'],
  },
  'api.accounts.email_changes.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/settings/mail/reset',
    tokens: [{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"api","end":""},{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"v1","end":""},{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"user","end":""},{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"settings","end":""},{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"mail","end":""},{"old":"/api/v1/user/settings/mail/reset","type":0,"val":"reset","end":""}],
    types: placeholder as Registry['api.accounts.email_changes.store']['types'],
  },
  'api.accounts.email_changes.update': {
    methods: ["POST"],
    pattern: '/api/v1/user/settings/mail/verify',
    tokens: [{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"api","end":""},{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"v1","end":""},{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"user","end":""},{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"settings","end":""},{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"mail","end":""},{"old":"/api/v1/user/settings/mail/verify","type":0,"val":"verify","end":""}],
    types: placeholder as Registry['api.accounts.email_changes.update']['types'],
  },
  'api.accounts.email_verifications.store': {
    methods: ["POST"],
    pattern: '/api/v1/user/settings/mail/verification',
    tokens: [{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"api","end":""},{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"v1","end":""},{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"user","end":""},{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"settings","end":""},{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"mail","end":""},{"old":"/api/v1/user/settings/mail/verification","type":0,"val":"verification","end":""}],
    types: placeholder as Registry['api.accounts.email_verifications.store']['types'],
  },
  'api.network.servers.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/servers',
    tokens: [{"old":"/api/v1/servers","type":0,"val":"api","end":""},{"old":"/api/v1/servers","type":0,"val":"v1","end":""},{"old":"/api/v1/servers","type":0,"val":"servers","end":""}],
    types: placeholder as Registry['api.network.servers.index']['types'],
  },
  'api.network.servers.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/server',
    tokens: [{"old":"/api/v1/server","type":0,"val":"api","end":""},{"old":"/api/v1/server","type":0,"val":"v1","end":""},{"old":"/api/v1/server","type":0,"val":"server","end":""}],
    types: placeholder as Registry['api.network.servers.show']['types'],
  },
  'api.network.statistics.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/v1/server/statistics',
    tokens: [{"old":"/api/v1/server/statistics","type":0,"val":"api","end":""},{"old":"/api/v1/server/statistics","type":0,"val":"v1","end":""},{"old":"/api/v1/server/statistics","type":0,"val":"server","end":""},{"old":"/api/v1/server/statistics","type":0,"val":"statistics","end":""}],
    types: placeholder as Registry['api.network.statistics.show']['types'],
  },
  'api.platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"],
    pattern: '/api/v1/*',
    tokens: [{"old":"/api/v1/*","type":0,"val":"api","end":""},{"old":"/api/v1/*","type":0,"val":"v1","end":""},{"old":"/api/v1/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['api.platform.fallbacks.show']['types'],
  },
  'game.network.heartbeats.store': {
    methods: ["POST"],
    pattern: '/api/game/v1/heartbeat',
    tokens: [{"old":"/api/game/v1/heartbeat","type":0,"val":"api","end":""},{"old":"/api/game/v1/heartbeat","type":0,"val":"game","end":""},{"old":"/api/game/v1/heartbeat","type":0,"val":"v1","end":""},{"old":"/api/game/v1/heartbeat","type":0,"val":"heartbeat","end":""}],
    types: placeholder as Registry['game.network.heartbeats.store']['types'],
  },
  'game.network.events.store': {
    methods: ["POST"],
    pattern: '/api/game/v1/events',
    tokens: [{"old":"/api/game/v1/events","type":0,"val":"api","end":""},{"old":"/api/game/v1/events","type":0,"val":"game","end":""},{"old":"/api/game/v1/events","type":0,"val":"v1","end":""},{"old":"/api/game/v1/events","type":0,"val":"events","end":""}],
    types: placeholder as Registry['game.network.events.store']['types'],
  },
  'game.platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"],
    pattern: '/api/game/v1/*',
    tokens: [{"old":"/api/game/v1/*","type":0,"val":"api","end":""},{"old":"/api/game/v1/*","type":0,"val":"game","end":""},{"old":"/api/game/v1/*","type":0,"val":"v1","end":""},{"old":"/api/game/v1/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['game.platform.fallbacks.show']['types'],
  },
  'platform.home.index': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['platform.home.index']['types'],
  },
  'platform.locales.update': {
    methods: ["PUT"],
    pattern: '/locale',
    tokens: [{"old":"/locale","type":0,"val":"locale","end":""}],
    types: placeholder as Registry['platform.locales.update']['types'],
  },
  'platform.regions.update': {
    methods: ["PUT"],
    pattern: '/region',
    tokens: [{"old":"/region","type":0,"val":"region","end":""}],
    types: placeholder as Registry['platform.regions.update']['types'],
  },
  'platform.csrf_tokens.show': {
    methods: ["GET","HEAD"],
    pattern: '/csrf-token',
    tokens: [{"old":"/csrf-token","type":0,"val":"csrf-token","end":""}],
    types: placeholder as Registry['platform.csrf_tokens.show']['types'],
  },
  'platform.sources.show': {
    methods: ["GET","HEAD"],
    pattern: '/source/:alias',
    tokens: [{"old":"/source/:alias","type":0,"val":"source","end":""},{"old":"/source/:alias","type":1,"val":"alias","end":""}],
    types: placeholder as Registry['platform.sources.show']['types'],
  },
  'platform.legacy_servers.show': {
    methods: ["GET","HEAD"],
    pattern: '/server/:name',
    tokens: [{"old":"/server/:name","type":0,"val":"server","end":""},{"old":"/server/:name","type":1,"val":"name","end":""}],
    types: placeholder as Registry['platform.legacy_servers.show']['types'],
  },
  'platform.posts.show': {
    methods: ["GET","HEAD"],
    pattern: '/post/:number',
    tokens: [{"old":"/post/:number","type":0,"val":"post","end":""},{"old":"/post/:number","type":1,"val":"number","end":""}],
    types: placeholder as Registry['platform.posts.show']['types'],
  },
  'economy.referral_links.show': {
    methods: ["GET","HEAD"],
    pattern: '/r/:code',
    tokens: [{"old":"/r/:code","type":0,"val":"r","end":""},{"old":"/r/:code","type":1,"val":"code","end":""}],
    types: placeholder as Registry['economy.referral_links.show']['types'],
  },
  'platform.home.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang',
    tokens: [{"old":"/:lang","type":1,"val":"lang","end":""}],
    types: placeholder as Registry['platform.home.show']['types'],
  },
  'platform.showcases.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/development/*',
    tokens: [{"old":"/:lang/development/*","type":1,"val":"lang","end":""},{"old":"/:lang/development/*","type":0,"val":"development","end":""},{"old":"/:lang/development/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['platform.showcases.show']['types'],
  },
  'accounts.sessions.create': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/login',
    tokens: [{"old":"/:lang/login","type":1,"val":"lang","end":""},{"old":"/:lang/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['accounts.sessions.create']['types'],
  },
  'accounts.sessions.store': {
    methods: ["POST"],
    pattern: '/:lang/login',
    tokens: [{"old":"/:lang/login","type":1,"val":"lang","end":""},{"old":"/:lang/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['accounts.sessions.store']['types'],
  },
  'accounts.registrations.create': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/register',
    tokens: [{"old":"/:lang/register","type":1,"val":"lang","end":""},{"old":"/:lang/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['accounts.registrations.create']['types'],
  },
  'accounts.registrations.store': {
    methods: ["POST"],
    pattern: '/:lang/register',
    tokens: [{"old":"/:lang/register","type":1,"val":"lang","end":""},{"old":"/:lang/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['accounts.registrations.store']['types'],
  },
  'accounts.logout.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/logout',
    tokens: [{"old":"/:lang/logout","type":1,"val":"lang","end":""},{"old":"/:lang/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['accounts.logout.show']['types'],
  },
  'accounts.logout.store': {
    methods: ["POST"],
    pattern: '/:lang/logout',
    tokens: [{"old":"/:lang/logout","type":1,"val":"lang","end":""},{"old":"/:lang/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['accounts.logout.store']['types'],
  },
  'accounts.cabinet.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/cabinet',
    tokens: [{"old":"/:lang/cabinet","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet","type":0,"val":"cabinet","end":""}],
    types: placeholder as Registry['accounts.cabinet.show']['types'],
  },
  'accounts.active_sessions.index': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/cabinet/sessions',
    tokens: [{"old":"/:lang/cabinet/sessions","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/sessions","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['accounts.active_sessions.index']['types'],
  },
  'accounts.other_sessions.destroy': {
    methods: ["DELETE"],
    pattern: '/:lang/cabinet/sessions/others',
    tokens: [{"old":"/:lang/cabinet/sessions/others","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/sessions/others","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/sessions/others","type":0,"val":"sessions","end":""},{"old":"/:lang/cabinet/sessions/others","type":0,"val":"others","end":""}],
    types: placeholder as Registry['accounts.other_sessions.destroy']['types'],
  },
  'accounts.active_sessions.destroy': {
    methods: ["DELETE"],
    pattern: '/:lang/cabinet/sessions/:id',
    tokens: [{"old":"/:lang/cabinet/sessions/:id","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/sessions/:id","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/sessions/:id","type":0,"val":"sessions","end":""},{"old":"/:lang/cabinet/sessions/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['accounts.active_sessions.destroy']['types'],
  },
  'accounts.passwords.edit': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/cabinet/password',
    tokens: [{"old":"/:lang/cabinet/password","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/password","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['accounts.passwords.edit']['types'],
  },
  'accounts.passwords.update': {
    methods: ["PUT"],
    pattern: '/:lang/cabinet/password',
    tokens: [{"old":"/:lang/cabinet/password","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/password","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['accounts.passwords.update']['types'],
  },
  'accounts.password_resets.create': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/reset',
    tokens: [{"old":"/:lang/reset","type":1,"val":"lang","end":""},{"old":"/:lang/reset","type":0,"val":"reset","end":""}],
    types: placeholder as Registry['accounts.password_resets.create']['types'],
  },
  'accounts.password_resets.store': {
    methods: ["POST"],
    pattern: '/:lang/reset',
    tokens: [{"old":"/:lang/reset","type":1,"val":"lang","end":""},{"old":"/:lang/reset","type":0,"val":"reset","end":""}],
    types: placeholder as Registry['accounts.password_resets.store']['types'],
  },
  'accounts.password_restores.edit': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/restore',
    tokens: [{"old":"/:lang/restore","type":1,"val":"lang","end":""},{"old":"/:lang/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['accounts.password_restores.edit']['types'],
  },
  'accounts.password_restores.update': {
    methods: ["PUT"],
    pattern: '/:lang/restore',
    tokens: [{"old":"/:lang/restore","type":1,"val":"lang","end":""},{"old":"/:lang/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['accounts.password_restores.update']['types'],
  },
  'accounts.email_verifications.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/verify-email',
    tokens: [{"old":"/:lang/verify-email","type":1,"val":"lang","end":""},{"old":"/:lang/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['accounts.email_verifications.show']['types'],
  },
  'accounts.email_changes.edit': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/cabinet/email',
    tokens: [{"old":"/:lang/cabinet/email","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/email","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/email","type":0,"val":"email","end":""}],
    types: placeholder as Registry['accounts.email_changes.edit']['types'],
  },
  'accounts.email_changes.store': {
    methods: ["POST"],
    pattern: '/:lang/cabinet/email/code',
    tokens: [{"old":"/:lang/cabinet/email/code","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/email/code","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/email/code","type":0,"val":"email","end":""},{"old":"/:lang/cabinet/email/code","type":0,"val":"code","end":""}],
    types: placeholder as Registry['accounts.email_changes.store']['types'],
  },
  'accounts.email_changes.update': {
    methods: ["POST"],
    pattern: '/:lang/cabinet/email/confirmation',
    tokens: [{"old":"/:lang/cabinet/email/confirmation","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/email/confirmation","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/email/confirmation","type":0,"val":"email","end":""},{"old":"/:lang/cabinet/email/confirmation","type":0,"val":"confirmation","end":""}],
    types: placeholder as Registry['accounts.email_changes.update']['types'],
  },
  'accounts.email_verifications.store': {
    methods: ["POST"],
    pattern: '/:lang/cabinet/email/verification',
    tokens: [{"old":"/:lang/cabinet/email/verification","type":1,"val":"lang","end":""},{"old":"/:lang/cabinet/email/verification","type":0,"val":"cabinet","end":""},{"old":"/:lang/cabinet/email/verification","type":0,"val":"email","end":""},{"old":"/:lang/cabinet/email/verification","type":0,"val":"verification","end":""}],
    types: placeholder as Registry['accounts.email_verifications.store']['types'],
  },
  'accounts.dev_mails.index': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/dev-mailbox',
    tokens: [{"old":"/:lang/dev-mailbox","type":1,"val":"lang","end":""},{"old":"/:lang/dev-mailbox","type":0,"val":"dev-mailbox","end":""}],
    types: placeholder as Registry['accounts.dev_mails.index']['types'],
  },
  'accounts.dev_mails.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/dev-mailbox/:id',
    tokens: [{"old":"/:lang/dev-mailbox/:id","type":1,"val":"lang","end":""},{"old":"/:lang/dev-mailbox/:id","type":0,"val":"dev-mailbox","end":""},{"old":"/:lang/dev-mailbox/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['accounts.dev_mails.show']['types'],
  },
  'network.servers.index': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/servers',
    tokens: [{"old":"/:lang/servers","type":1,"val":"lang","end":""},{"old":"/:lang/servers","type":0,"val":"servers","end":""}],
    types: placeholder as Registry['network.servers.index']['types'],
  },
  'network.stats.index': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/stats',
    tokens: [{"old":"/:lang/stats","type":1,"val":"lang","end":""},{"old":"/:lang/stats","type":0,"val":"stats","end":""}],
    types: placeholder as Registry['network.stats.index']['types'],
  },
  'network.stats.show': {
    methods: ["GET","HEAD"],
    pattern: '/:lang/stats/:server_name',
    tokens: [{"old":"/:lang/stats/:server_name","type":1,"val":"lang","end":""},{"old":"/:lang/stats/:server_name","type":0,"val":"stats","end":""},{"old":"/:lang/stats/:server_name","type":1,"val":"server_name","end":""}],
    types: placeholder as Registry['network.stats.show']['types'],
  },
  'platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"],
    pattern: '/*',
    tokens: [{"old":"/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['platform.fallbacks.show']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
