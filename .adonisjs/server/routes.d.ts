import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.metrics.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'platform.openapi_documents.show': { paramsTuple?: []; params?: {} }
    'platform.api_references.show': { paramsTuple?: []; params?: {} }
    'platform.api_reference_assets.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'players.look_images.show': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'kind': ParamValue,'key': ParamValue,'variant': ParamValue} }
    'api.economy.payment_webhooks.store': { paramsTuple: [ParamValue]; params: {'gateway': ParamValue} }
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
    'api.accounts.cabinet.show': { paramsTuple?: []; params?: {} }
    'api.accounts.themes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.cover_parts.show': { paramsTuple: [ParamValue]; params: {'part': ParamValue} }
    'api.accounts.cover_parts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'part': ParamValue,'id': ParamValue} }
    'api.accounts.themes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'api.accounts.oauth_links.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.index': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.update': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_logins.store': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'api.accounts.two_factor.store': { paramsTuple?: []; params?: {} }
    'api.accounts.two_factor_settings.show': { paramsTuple?: []; params?: {} }
    'api.accounts.two_factor_settings.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.telegram_updates.store': { paramsTuple?: []; params?: {} }
    'api.accounts.vk_events.store': { paramsTuple?: []; params?: {} }
    'api.accounts.privacy.show': { paramsTuple?: []; params?: {} }
    'api.accounts.privacy.update': { paramsTuple?: []; params?: {} }
    'api.economy.store_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_features.index': { paramsTuple?: []; params?: {} }
    'api.economy.referral_visits.store': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'api.economy.referral_downloads.store': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'api.economy.launcher_downloads.store': { paramsTuple?: []; params?: {} }
    'api.economy.store_kits.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.economy.payments.show': { paramsTuple?: []; params?: {} }
    'api.economy.payments.store': { paramsTuple?: []; params?: {} }
    'api.economy.transfers.store': { paramsTuple?: []; params?: {} }
    'api.economy.unbans.store': { paramsTuple?: []; params?: {} }
    'api.economy.transactions.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_purchases.store': { paramsTuple?: []; params?: {} }
    'api.economy.cabinet_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.abilities.index': { paramsTuple?: []; params?: {} }
    'api.economy.bonus.show': { paramsTuple?: []; params?: {} }
    'api.economy.referrals.show': { paramsTuple?: []; params?: {} }
    'api.economy.refunds.index': { paramsTuple?: []; params?: {} }
    'api.economy.refunds.store': { paramsTuple?: []; params?: {} }
    'api.economy.bonus.store': { paramsTuple?: []; params?: {} }
    'api.economy.role_transfers.index': { paramsTuple?: []; params?: {} }
    'api.economy.role_transfers.store': { paramsTuple?: []; params?: {} }
    'api.content.documents.index': { paramsTuple?: []; params?: {} }
    'api.content.documents.show': { paramsTuple?: []; params?: {} }
    'api.content.mod_tags.index': { paramsTuple?: []; params?: {} }
    'api.content.rules.show': { paramsTuple?: []; params?: {} }
    'api.content.team.show': { paramsTuple?: []; params?: {} }
    'api.content.stopwatches.store': { paramsTuple?: []; params?: {} }
    'api.content.likes.store': { paramsTuple?: []; params?: {} }
    'api.content.document_keys.show': { paramsTuple?: []; params?: {} }
    'api.content.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.content.documents.store': { paramsTuple?: []; params?: {} }
    'api.content.documents.update': { paramsTuple?: []; params?: {} }
    'api.content.documents.destroy': { paramsTuple?: []; params?: {} }
    'api.network.cabinet_deliveries.index': { paramsTuple?: []; params?: {} }
    'api.network.redeliveries.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.players.profiles.show': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.statistics.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'server'?: ParamValue} }
    'api.players.roles.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.playtimes.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.playtime_ranges.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.tops.show': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.players.server_tops.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'server': ParamValue} }
    'api.players.searches.index': { paramsTuple?: []; params?: {} }
    'api.players.bans.index': { paramsTuple?: []; params?: {} }
    'api.players.friends.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.looks.show': { paramsTuple?: []; params?: {} }
    'api.players.skins.store': { paramsTuple?: []; params?: {} }
    'api.players.skins.update': { paramsTuple?: []; params?: {} }
    'api.players.capes.store': { paramsTuple?: []; params?: {} }
    'api.players.avatars.store': { paramsTuple?: []; params?: {} }
    'api.players.avatar_crops.store': { paramsTuple?: []; params?: {} }
    'api.players.looks.destroy': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'api.players.look_rollbacks.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'api.players.friend_requests.index': { paramsTuple?: []; params?: {} }
    'api.players.friend_requests.store': { paramsTuple?: []; params?: {} }
    'api.players.friend_requests.destroy': { paramsTuple?: []; params?: {} }
    'api.players.friends.store': { paramsTuple?: []; params?: {} }
    'api.players.friends.destroy': { paramsTuple?: []; params?: {} }
    'api.players.profile_likes.store': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.launcher.manifests.show': { paramsTuple?: []; params?: {} }
    'api.launcher.builds.store': { paramsTuple?: []; params?: {} }
    'api.launcher.debuggers.store': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.heartbeats.store': { paramsTuple?: []; params?: {} }
    'game.network.commands.index': { paramsTuple?: []; params?: {} }
    'game.network.command_acks.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'accounts.oauth_logins.create': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.errors.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.operations.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.themes.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.themes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.covers.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cover_parts.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'part': ParamValue} }
    'accounts.staff_cover_arts.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.staff_cover_arts.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.staff_cover_arts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
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
    'accounts.oauth_callbacks.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_registrations.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_registrations.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_links.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.oauth_links.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_links.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.two_factor.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_settings.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_settings.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_enrollments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.privacy.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.privacy.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.store.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.payments.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.payments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.transfers.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.unbans.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.transactions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.store_purchases.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.cabinet_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.role_transfers.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.abilities.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.bonus.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.refunds.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.refunds.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.source_aliases.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.source_aliases.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.invites.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.bonus.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_payments.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.adjustments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_roles.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_roles.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_abilities.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_abilities.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_abilities.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_abilities.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_kits.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_kits.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_kits.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_kits.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_features.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_features.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_features.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_features.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue} }
    'content.documents.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.documents.edit': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue,'slug': ParamValue} }
    'content.documents.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.news.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.news.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.mods.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.mods.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.servers.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.likes.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.rules.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.team.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.start.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.privacy.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.offer.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.delivery_retries.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.cabinet_deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.redeliveries.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'players.profiles.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.roles.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.tops.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.tops.show': { paramsTuple: [ParamValue,ParamValue,ParamValue?]; params: {'lang': ParamValue,'type': ParamValue,'server'?: ParamValue} }
    'players.searches.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.bans.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friends.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friend_requests.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friend_requests.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friend_requests.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friends.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friends.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.profile_likes.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.looks.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'content.launcher_downloads.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'platform': ParamValue} }
    'content.launcher_builds.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.launcher_builds.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.launcher_builds.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'launcher.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.elements.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.bans.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.unbans.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.debuggers.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.settings.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'lang': ParamValue,'section'?: ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.metrics.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'platform.openapi_documents.show': { paramsTuple?: []; params?: {} }
    'platform.api_references.show': { paramsTuple?: []; params?: {} }
    'platform.api_reference_assets.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'players.look_images.show': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'kind': ParamValue,'key': ParamValue,'variant': ParamValue} }
    'api.network.online.show': { paramsTuple?: []; params?: {} }
    'api.network.monitoring.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.show': { paramsTuple?: []; params?: {} }
    'api.accounts.cabinet.show': { paramsTuple?: []; params?: {} }
    'api.accounts.themes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.cover_parts.show': { paramsTuple: [ParamValue]; params: {'part': ParamValue} }
    'api.accounts.active_sessions.index': { paramsTuple?: []; params?: {} }
    'api.accounts.history_entries.index': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.index': { paramsTuple?: []; params?: {} }
    'api.accounts.two_factor_settings.show': { paramsTuple?: []; params?: {} }
    'api.accounts.privacy.show': { paramsTuple?: []; params?: {} }
    'api.economy.store_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_features.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_kits.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.economy.payments.show': { paramsTuple?: []; params?: {} }
    'api.economy.transactions.index': { paramsTuple?: []; params?: {} }
    'api.economy.cabinet_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.abilities.index': { paramsTuple?: []; params?: {} }
    'api.economy.bonus.show': { paramsTuple?: []; params?: {} }
    'api.economy.referrals.show': { paramsTuple?: []; params?: {} }
    'api.economy.refunds.index': { paramsTuple?: []; params?: {} }
    'api.economy.role_transfers.index': { paramsTuple?: []; params?: {} }
    'api.content.documents.index': { paramsTuple?: []; params?: {} }
    'api.content.documents.show': { paramsTuple?: []; params?: {} }
    'api.content.mod_tags.index': { paramsTuple?: []; params?: {} }
    'api.content.rules.show': { paramsTuple?: []; params?: {} }
    'api.content.team.show': { paramsTuple?: []; params?: {} }
    'api.content.document_keys.show': { paramsTuple?: []; params?: {} }
    'api.network.cabinet_deliveries.index': { paramsTuple?: []; params?: {} }
    'api.players.profiles.show': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.statistics.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'server'?: ParamValue} }
    'api.players.roles.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.playtimes.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.playtime_ranges.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.tops.show': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.players.server_tops.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'server': ParamValue} }
    'api.players.searches.index': { paramsTuple?: []; params?: {} }
    'api.players.bans.index': { paramsTuple?: []; params?: {} }
    'api.players.friends.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.looks.show': { paramsTuple?: []; params?: {} }
    'api.players.friend_requests.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.launcher.manifests.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.commands.index': { paramsTuple?: []; params?: {} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.csrf_tokens.show': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'accounts.oauth_logins.create': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.errors.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.operations.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.themes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.covers.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cover_parts.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'part': ParamValue} }
    'accounts.staff_cover_arts.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.passwords.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'accounts.oauth_callbacks.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_registrations.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_links.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_settings.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.privacy.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.store.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.payments.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.transactions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.cabinet_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.abilities.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.bonus.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.refunds.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.invites.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_payments.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_abilities.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_abilities.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_kits.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_kits.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_features.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_features.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue} }
    'content.documents.edit': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue,'slug': ParamValue} }
    'content.news.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.news.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.mods.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.mods.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.servers.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.rules.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.team.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.start.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.privacy.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.offer.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.cabinet_deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.profiles.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.roles.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.tops.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.tops.show': { paramsTuple: [ParamValue,ParamValue,ParamValue?]; params: {'lang': ParamValue,'type': ParamValue,'server'?: ParamValue} }
    'players.searches.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.bans.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friends.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friend_requests.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.looks.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'content.launcher_downloads.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'platform': ParamValue} }
    'content.launcher_builds.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.elements.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.bans.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.debuggers.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.settings.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'lang': ParamValue,'section'?: ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'platform.metrics.show': { paramsTuple?: []; params?: {} }
    'platform.translations.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'platform.openapi_documents.show': { paramsTuple?: []; params?: {} }
    'platform.api_references.show': { paramsTuple?: []; params?: {} }
    'platform.api_reference_assets.show': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'players.look_images.show': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'kind': ParamValue,'key': ParamValue,'variant': ParamValue} }
    'api.network.online.show': { paramsTuple?: []; params?: {} }
    'api.network.monitoring.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.show': { paramsTuple?: []; params?: {} }
    'api.accounts.cabinet.show': { paramsTuple?: []; params?: {} }
    'api.accounts.themes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.cover_parts.show': { paramsTuple: [ParamValue]; params: {'part': ParamValue} }
    'api.accounts.active_sessions.index': { paramsTuple?: []; params?: {} }
    'api.accounts.history_entries.index': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.show': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.index': { paramsTuple?: []; params?: {} }
    'api.accounts.two_factor_settings.show': { paramsTuple?: []; params?: {} }
    'api.accounts.privacy.show': { paramsTuple?: []; params?: {} }
    'api.economy.store_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_features.index': { paramsTuple?: []; params?: {} }
    'api.economy.store_kits.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.economy.payments.show': { paramsTuple?: []; params?: {} }
    'api.economy.transactions.index': { paramsTuple?: []; params?: {} }
    'api.economy.cabinet_roles.index': { paramsTuple?: []; params?: {} }
    'api.economy.abilities.index': { paramsTuple?: []; params?: {} }
    'api.economy.bonus.show': { paramsTuple?: []; params?: {} }
    'api.economy.referrals.show': { paramsTuple?: []; params?: {} }
    'api.economy.refunds.index': { paramsTuple?: []; params?: {} }
    'api.economy.role_transfers.index': { paramsTuple?: []; params?: {} }
    'api.content.documents.index': { paramsTuple?: []; params?: {} }
    'api.content.documents.show': { paramsTuple?: []; params?: {} }
    'api.content.mod_tags.index': { paramsTuple?: []; params?: {} }
    'api.content.rules.show': { paramsTuple?: []; params?: {} }
    'api.content.team.show': { paramsTuple?: []; params?: {} }
    'api.content.document_keys.show': { paramsTuple?: []; params?: {} }
    'api.network.cabinet_deliveries.index': { paramsTuple?: []; params?: {} }
    'api.players.profiles.show': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.statistics.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'server'?: ParamValue} }
    'api.players.roles.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.playtimes.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.playtime_ranges.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'nickname': ParamValue,'serverName'?: ParamValue} }
    'api.players.tops.show': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.players.server_tops.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'server': ParamValue} }
    'api.players.searches.index': { paramsTuple?: []; params?: {} }
    'api.players.bans.index': { paramsTuple?: []; params?: {} }
    'api.players.friends.index': { paramsTuple: [ParamValue]; params: {'nickname': ParamValue} }
    'api.players.looks.show': { paramsTuple?: []; params?: {} }
    'api.players.friend_requests.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.index': { paramsTuple?: []; params?: {} }
    'api.network.servers.show': { paramsTuple?: []; params?: {} }
    'api.network.statistics.show': { paramsTuple?: []; params?: {} }
    'api.launcher.manifests.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.commands.index': { paramsTuple?: []; params?: {} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.csrf_tokens.show': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'accounts.oauth_logins.create': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.errors.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.operations.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cabinet.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.themes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.covers.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.cover_parts.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'part': ParamValue} }
    'accounts.staff_cover_arts.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.active_sessions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.passwords.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_mails.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'accounts.oauth_callbacks.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_registrations.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_links.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_settings.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.privacy.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.store.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.payments.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.transactions.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.cabinet_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.abilities.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.bonus.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.refunds.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.invites.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_payments.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_abilities.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_abilities.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_kits.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_kits.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_features.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_features.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.create': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue} }
    'content.documents.edit': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'lang': ParamValue,'target': ParamValue,'slug': ParamValue} }
    'content.news.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.news.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.mods.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.mods.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.servers.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'slug': ParamValue} }
    'content.rules.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.team.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.start.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.privacy.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.offer.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.cabinet_deliveries.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.profiles.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.roles.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.tops.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.tops.show': { paramsTuple: [ParamValue,ParamValue,ParamValue?]; params: {'lang': ParamValue,'type': ParamValue,'server'?: ParamValue} }
    'players.searches.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.bans.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friends.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friend_requests.index': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.looks.edit': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'network.statistics.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'server_name': ParamValue} }
    'content.launcher_downloads.show': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'platform': ParamValue} }
    'content.launcher_builds.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.sessions.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.registrations.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.create': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.elements.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.servers.index': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.bans.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.debuggers.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.settings.show': { paramsTuple: [ParamValue,ParamValue?]; params: {'lang': ParamValue,'section'?: ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'api.economy.payment_webhooks.store': { paramsTuple: [ParamValue]; params: {'gateway': ParamValue} }
    'api.accounts.regions.update': { paramsTuple?: []; params?: {} }
    'api.accounts.registrations.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.legacy_exchanges.store': { paramsTuple?: []; params?: {} }
    'api.accounts.field_checks.store': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_sessions.store': { paramsTuple?: []; params?: {} }
    'api.accounts.sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.launcher_tokens.store': { paramsTuple?: []; params?: {} }
    'api.accounts.cover_parts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'part': ParamValue,'id': ParamValue} }
    'api.accounts.themes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.accounts.active_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.other_sessions.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.passwords.update': { paramsTuple?: []; params?: {} }
    'api.accounts.password_resets.store': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.show': { paramsTuple?: []; params?: {} }
    'api.accounts.password_restores.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.store': { paramsTuple?: []; params?: {} }
    'api.accounts.email_changes.update': { paramsTuple?: []; params?: {} }
    'api.accounts.email_verifications.store': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_links.update': { paramsTuple?: []; params?: {} }
    'api.accounts.oauth_logins.store': { paramsTuple: [ParamValue]; params: {'provider': ParamValue} }
    'api.accounts.two_factor.store': { paramsTuple?: []; params?: {} }
    'api.accounts.two_factor_settings.destroy': { paramsTuple?: []; params?: {} }
    'api.accounts.telegram_updates.store': { paramsTuple?: []; params?: {} }
    'api.accounts.vk_events.store': { paramsTuple?: []; params?: {} }
    'api.accounts.privacy.update': { paramsTuple?: []; params?: {} }
    'api.economy.referral_visits.store': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'api.economy.referral_downloads.store': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'api.economy.launcher_downloads.store': { paramsTuple?: []; params?: {} }
    'api.economy.payments.store': { paramsTuple?: []; params?: {} }
    'api.economy.transfers.store': { paramsTuple?: []; params?: {} }
    'api.economy.unbans.store': { paramsTuple?: []; params?: {} }
    'api.economy.store_purchases.store': { paramsTuple?: []; params?: {} }
    'api.economy.refunds.store': { paramsTuple?: []; params?: {} }
    'api.economy.bonus.store': { paramsTuple?: []; params?: {} }
    'api.economy.role_transfers.store': { paramsTuple?: []; params?: {} }
    'api.content.stopwatches.store': { paramsTuple?: []; params?: {} }
    'api.content.likes.store': { paramsTuple?: []; params?: {} }
    'api.content.images.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.content.documents.store': { paramsTuple?: []; params?: {} }
    'api.content.documents.update': { paramsTuple?: []; params?: {} }
    'api.content.documents.destroy': { paramsTuple?: []; params?: {} }
    'api.network.redeliveries.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.players.skins.store': { paramsTuple?: []; params?: {} }
    'api.players.skins.update': { paramsTuple?: []; params?: {} }
    'api.players.capes.store': { paramsTuple?: []; params?: {} }
    'api.players.avatars.store': { paramsTuple?: []; params?: {} }
    'api.players.avatar_crops.store': { paramsTuple?: []; params?: {} }
    'api.players.looks.destroy': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'api.players.look_rollbacks.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'api.players.friend_requests.store': { paramsTuple?: []; params?: {} }
    'api.players.friend_requests.destroy': { paramsTuple?: []; params?: {} }
    'api.players.friends.store': { paramsTuple?: []; params?: {} }
    'api.players.friends.destroy': { paramsTuple?: []; params?: {} }
    'api.players.profile_likes.store': { paramsTuple?: []; params?: {} }
    'api.launcher.builds.store': { paramsTuple?: []; params?: {} }
    'api.launcher.debuggers.store': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'game.network.heartbeats.store': { paramsTuple?: []; params?: {} }
    'game.network.command_acks.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'game.network.events.store': { paramsTuple?: []; params?: {} }
    'game.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'accounts.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.logout.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.staff_cover_arts.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_resets.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_changes.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.email_verifications.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.oauth_registrations.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.oauth_links.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.two_factor.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_enrollments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.payments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.transfers.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.unbans.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.store_purchases.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.role_transfers.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.refunds.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.bonus.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.adjustments.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_roles.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_abilities.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_kits.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.staff_store_features.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.documents.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'content.likes.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.delivery_retries.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'network.redeliveries.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'players.friend_requests.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.friends.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'players.profile_likes.store': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'content.launcher_builds.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.sessions.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.registrations.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.password_resets.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'launcher.unbans.store': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
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
    'accounts.themes.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.staff_cover_arts.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'accounts.passwords.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.password_restores.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.dev_bot_messages.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.privacy.update': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.source_aliases.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_roles.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_abilities.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_kits.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_features.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.launcher_builds.update': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
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
    'accounts.oauth_links.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'provider': ParamValue} }
    'accounts.two_factor.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'accounts.two_factor_settings.destroy': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'economy.wipes.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.source_aliases.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'economy.staff_store_roles.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'content.documents.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'id': ParamValue} }
    'players.friend_requests.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'players.friends.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'lang': ParamValue,'nickname': ParamValue} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}