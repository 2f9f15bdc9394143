import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.network.online.show': { paramsTuple?: []; params?: {} }
    'api.network.monitoring.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.regions.update': { paramsTuple?: []; params?: {} }
    'api.accounts.registrations.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.legacy_exchanges.store': { paramsTuple?: []; params?: {} }
    'api.accounts.field_checks.store': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.show': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_tokens.store': { paramsTuple?: []; params?: {} }
    'api.accounts.active_sessions.index': { paramsTuple?: []; params?: {} }
    'api.accounts.active_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.other_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.passwords.update': { paramsTuple?: []; params?: {} }
    'api.accounts.history_entries.index': { paramsTuple?: []; params?: {} }
    'api.accounts.password_resets.store': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.show': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.store': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_verifications.store': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.heartbeats.store': { paramsTuple?: []; params?: {} }
    'game.network.events.store': { paramsTuple?: []; params?: {} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.locales.update': { paramsTuple?: []; params?: {} }
    'platform.regions.update': { paramsTuple?: []; params?: {} }
    'platform.csrf_tokens.show': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.other_sessions.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'accounts.passwords.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.passwords.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.network.online.show': { paramsTuple?: []; params?: {} }
    'api.network.monitoring.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.show': { paramsTuple?: []; params?: {} }
    'api.accounts.active_sessions.index': { paramsTuple?: []; params?: {} }
    'api.accounts.history_entries.index': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.show': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.csrf_tokens.show': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.passwords.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.network.online.show': { paramsTuple?: []; params?: {} }
    'api.network.monitoring.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.show': { paramsTuple?: []; params?: {} }
    'api.accounts.active_sessions.index': { paramsTuple?: []; params?: {} }
    'api.accounts.history_entries.index': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.show': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.csrf_tokens.show': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.passwords.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.stats.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'api.accounts.regions.update': { paramsTuple?: []; params?: {} }
    'api.accounts.registrations.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.legacy_exchanges.store': { paramsTuple?: []; params?: {} }
    'api.accounts.field_checks.store': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_tokens.store': { paramsTuple?: []; params?: {} }
    'api.accounts.active_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.other_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.passwords.update': { paramsTuple?: []; params?: {} }
    'api.accounts.password_resets.store': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.show': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.store': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_verifications.store': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.heartbeats.store': { paramsTuple?: []; params?: {} }
    'game.network.events.store': { paramsTuple?: []; params?: {} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.locales.update': { paramsTuple?: []; params?: {} }
    'platform.regions.update': { paramsTuple?: []; params?: {} }
    'accounts.passwords.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.other_sessions.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}