/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  drive: {
    fs: {
      serve: typeof routes['drive.fs.serve']
    }
  }
  platform: {
    health: {
      show: typeof routes['platform.health.show']
    }
    liveness: {
      show: typeof routes['platform.liveness.show']
    }
    metrics: {
      show: typeof routes['platform.metrics.show']
    }
    translations: {
      show: typeof routes['platform.translations.show']
    }
    openapiDocuments: {
      show: typeof routes['platform.openapi_documents.show']
    }
    apiReferences: {
      show: typeof routes['platform.api_references.show']
    }
    apiReferenceAssets: {
      show: typeof routes['platform.api_reference_assets.show']
    }
    home: {
      index: typeof routes['platform.home.index']
      show: typeof routes['platform.home.show']
    }
    locales: {
      update: typeof routes['platform.locales.update']
    }
    regions: {
      update: typeof routes['platform.regions.update']
    }
    csrfTokens: {
      show: typeof routes['platform.csrf_tokens.show']
    }
    sources: {
      show: typeof routes['platform.sources.show']
    }
    legacyServers: {
      show: typeof routes['platform.legacy_servers.show']
    }
    posts: {
      show: typeof routes['platform.posts.show']
    }
    errors: {
      show: typeof routes['platform.errors.show']
    }
    showcases: {
      show: typeof routes['platform.showcases.show']
    }
    operations: {
      index: typeof routes['platform.operations.index']
    }
    fallbacks: {
      show: typeof routes['platform.fallbacks.show']
    }
  }
  players: {
    lookImages: {
      show: typeof routes['players.look_images.show']
    }
    profiles: {
      show: typeof routes['players.profiles.show']
    }
    statistics: {
      show: typeof routes['players.statistics.show']
    }
    roles: {
      index: typeof routes['players.roles.index']
    }
    tops: {
      index: typeof routes['players.tops.index']
      show: typeof routes['players.tops.show']
    }
    searches: {
      index: typeof routes['players.searches.index']
    }
    bans: {
      index: typeof routes['players.bans.index']
    }
    friends: {
      index: typeof routes['players.friends.index']
      store: typeof routes['players.friends.store']
      destroy: typeof routes['players.friends.destroy']
    }
    friendRequests: {
      index: typeof routes['players.friend_requests.index']
      store: typeof routes['players.friend_requests.store']
      destroy: typeof routes['players.friend_requests.destroy']
    }
    profileLikes: {
      store: typeof routes['players.profile_likes.store']
    }
    looks: {
      edit: typeof routes['players.looks.edit']
    }
  }
  api: {
    economy: {
      paymentWebhooks: {
        store: typeof routes['api.economy.payment_webhooks.store']
      }
      storeRoles: {
        index: typeof routes['api.economy.store_roles.index']
      }
      storeFeatures: {
        index: typeof routes['api.economy.store_features.index']
      }
      referralVisits: {
        store: typeof routes['api.economy.referral_visits.store']
      }
      referralDownloads: {
        store: typeof routes['api.economy.referral_downloads.store']
      }
      launcherDownloads: {
        store: typeof routes['api.economy.launcher_downloads.store']
      }
      storeKits: {
        show: typeof routes['api.economy.store_kits.show']
      }
      payments: {
        show: typeof routes['api.economy.payments.show']
        store: typeof routes['api.economy.payments.store']
      }
      transfers: {
        store: typeof routes['api.economy.transfers.store']
      }
      unbans: {
        store: typeof routes['api.economy.unbans.store']
      }
      transactions: {
        index: typeof routes['api.economy.transactions.index']
      }
      storePurchases: {
        store: typeof routes['api.economy.store_purchases.store']
      }
      cabinetRoles: {
        index: typeof routes['api.economy.cabinet_roles.index']
      }
      abilities: {
        index: typeof routes['api.economy.abilities.index']
      }
      bonus: {
        show: typeof routes['api.economy.bonus.show']
        store: typeof routes['api.economy.bonus.store']
      }
      referrals: {
        show: typeof routes['api.economy.referrals.show']
      }
      refunds: {
        index: typeof routes['api.economy.refunds.index']
        store: typeof routes['api.economy.refunds.store']
      }
      roleTransfers: {
        index: typeof routes['api.economy.role_transfers.index']
        store: typeof routes['api.economy.role_transfers.store']
      }
    }
    network: {
      online: {
        show: typeof routes['api.network.online.show']
      }
      monitoring: {
        show: typeof routes['api.network.monitoring.show']
      }
      cabinetDeliveries: {
        index: typeof routes['api.network.cabinet_deliveries.index']
      }
      redeliveries: {
        store: typeof routes['api.network.redeliveries.store']
      }
      servers: {
        index: typeof routes['api.network.servers.index']
        show: typeof routes['api.network.servers.show']
      }
      statistics: {
        show: typeof routes['api.network.statistics.show']
      }
    }
    platform: {
      main: {
        show: typeof routes['api.platform.main.show']
      }
      fallbacks: {
        show: typeof routes['api.platform.fallbacks.show']
      }
    }
    accounts: {
      regions: {
        update: typeof routes['api.accounts.regions.update']
      }
      registrations: {
        store: typeof routes['api.accounts.registrations.store']
      }
      sessions: {
        store: typeof routes['api.accounts.sessions.store']
        show: typeof routes['api.accounts.sessions.show']
        destroy: typeof routes['api.accounts.sessions.destroy']
      }
      legacyExchanges: {
        store: typeof routes['api.accounts.legacy_exchanges.store']
      }
      fieldChecks: {
        store: typeof routes['api.accounts.field_checks.store']
      }
      launcherSessions: {
        store: typeof routes['api.accounts.launcher_sessions.store']
      }
      launcherTokens: {
        store: typeof routes['api.accounts.launcher_tokens.store']
      }
      cabinet: {
        show: typeof routes['api.accounts.cabinet.show']
      }
      themes: {
        show: typeof routes['api.accounts.themes.show']
        update: typeof routes['api.accounts.themes.update']
      }
      coverParts: {
        show: typeof routes['api.accounts.cover_parts.show']
        update: typeof routes['api.accounts.cover_parts.update']
      }
      activeSessions: {
        index: typeof routes['api.accounts.active_sessions.index']
        destroy: typeof routes['api.accounts.active_sessions.destroy']
      }
      otherSessions: {
        destroy: typeof routes['api.accounts.other_sessions.destroy']
      }
      passwords: {
        update: typeof routes['api.accounts.passwords.update']
      }
      historyEntries: {
        index: typeof routes['api.accounts.history_entries.index']
      }
      passwordResets: {
        store: typeof routes['api.accounts.password_resets.store']
      }
      passwordRestores: {
        show: typeof routes['api.accounts.password_restores.show']
        update: typeof routes['api.accounts.password_restores.update']
      }
      emailChanges: {
        show: typeof routes['api.accounts.email_changes.show']
        store: typeof routes['api.accounts.email_changes.store']
        update: typeof routes['api.accounts.email_changes.update']
      }
      emailVerifications: {
        store: typeof routes['api.accounts.email_verifications.store']
      }
      oauthLinks: {
        destroy: typeof routes['api.accounts.oauth_links.destroy']
        index: typeof routes['api.accounts.oauth_links.index']
        update: typeof routes['api.accounts.oauth_links.update']
      }
      oauthLogins: {
        store: typeof routes['api.accounts.oauth_logins.store']
      }
      twoFactor: {
        store: typeof routes['api.accounts.two_factor.store']
      }
      twoFactorSettings: {
        show: typeof routes['api.accounts.two_factor_settings.show']
        destroy: typeof routes['api.accounts.two_factor_settings.destroy']
      }
      telegramUpdates: {
        store: typeof routes['api.accounts.telegram_updates.store']
      }
      vkEvents: {
        store: typeof routes['api.accounts.vk_events.store']
      }
      privacy: {
        show: typeof routes['api.accounts.privacy.show']
        update: typeof routes['api.accounts.privacy.update']
      }
    }
    content: {
      documents: {
        index: typeof routes['api.content.documents.index']
        show: typeof routes['api.content.documents.show']
        store: typeof routes['api.content.documents.store']
        update: typeof routes['api.content.documents.update']
        destroy: typeof routes['api.content.documents.destroy']
      }
      modTags: {
        index: typeof routes['api.content.mod_tags.index']
      }
      rules: {
        show: typeof routes['api.content.rules.show']
      }
      team: {
        show: typeof routes['api.content.team.show']
      }
      stopwatches: {
        store: typeof routes['api.content.stopwatches.store']
      }
      likes: {
        store: typeof routes['api.content.likes.store']
      }
      documentKeys: {
        show: typeof routes['api.content.document_keys.show']
      }
      images: {
        store: typeof routes['api.content.images.store']
      }
    }
    players: {
      profiles: {
        show: typeof routes['api.players.profiles.show']
      }
      statistics: {
        show: typeof routes['api.players.statistics.show']
      }
      roles: {
        index: typeof routes['api.players.roles.index']
      }
      playtimes: {
        show: typeof routes['api.players.playtimes.show']
      }
      playtimeRanges: {
        show: typeof routes['api.players.playtime_ranges.show']
      }
      tops: {
        show: typeof routes['api.players.tops.show']
      }
      serverTops: {
        show: typeof routes['api.players.server_tops.show']
      }
      searches: {
        index: typeof routes['api.players.searches.index']
      }
      bans: {
        index: typeof routes['api.players.bans.index']
      }
      friends: {
        index: typeof routes['api.players.friends.index']
        store: typeof routes['api.players.friends.store']
        destroy: typeof routes['api.players.friends.destroy']
      }
      looks: {
        show: typeof routes['api.players.looks.show']
        destroy: typeof routes['api.players.looks.destroy']
      }
      skins: {
        store: typeof routes['api.players.skins.store']
        update: typeof routes['api.players.skins.update']
      }
      capes: {
        store: typeof routes['api.players.capes.store']
      }
      avatars: {
        store: typeof routes['api.players.avatars.store']
      }
      avatarCrops: {
        store: typeof routes['api.players.avatar_crops.store']
      }
      lookRollbacks: {
        store: typeof routes['api.players.look_rollbacks.store']
      }
      friendRequests: {
        index: typeof routes['api.players.friend_requests.index']
        store: typeof routes['api.players.friend_requests.store']
        destroy: typeof routes['api.players.friend_requests.destroy']
      }
      profileLikes: {
        store: typeof routes['api.players.profile_likes.store']
      }
    }
    launcher: {
      manifests: {
        show: typeof routes['api.launcher.manifests.show']
      }
      builds: {
        store: typeof routes['api.launcher.builds.store']
      }
      debuggers: {
        store: typeof routes['api.launcher.debuggers.store']
      }
    }
  }
  game: {
    network: {
      heartbeats: {
        store: typeof routes['game.network.heartbeats.store']
      }
      commands: {
        index: typeof routes['game.network.commands.index']
      }
      commandAcks: {
        store: typeof routes['game.network.command_acks.store']
      }
      events: {
        store: typeof routes['game.network.events.store']
      }
    }
    platform: {
      fallbacks: {
        show: typeof routes['game.platform.fallbacks.show']
      }
    }
  }
  economy: {
    referralLinks: {
      show: typeof routes['economy.referral_links.show']
    }
    store: {
      show: typeof routes['economy.store.show']
    }
    payments: {
      create: typeof routes['economy.payments.create']
      store: typeof routes['economy.payments.store']
    }
    transfers: {
      store: typeof routes['economy.transfers.store']
    }
    unbans: {
      store: typeof routes['economy.unbans.store']
    }
    transactions: {
      index: typeof routes['economy.transactions.index']
    }
    storePurchases: {
      store: typeof routes['economy.store_purchases.store']
    }
    cabinetRoles: {
      index: typeof routes['economy.cabinet_roles.index']
    }
    roleTransfers: {
      store: typeof routes['economy.role_transfers.store']
    }
    abilities: {
      index: typeof routes['economy.abilities.index']
    }
    bonus: {
      show: typeof routes['economy.bonus.show']
      store: typeof routes['economy.bonus.store']
    }
    refunds: {
      create: typeof routes['economy.refunds.create']
      store: typeof routes['economy.refunds.store']
    }
    wipes: {
      index: typeof routes['economy.wipes.index']
      store: typeof routes['economy.wipes.store']
      destroy: typeof routes['economy.wipes.destroy']
    }
    sourceAliases: {
      index: typeof routes['economy.source_aliases.index']
      store: typeof routes['economy.source_aliases.store']
      update: typeof routes['economy.source_aliases.update']
      destroy: typeof routes['economy.source_aliases.destroy']
    }
    invites: {
      show: typeof routes['economy.invites.show']
    }
    staffPayments: {
      index: typeof routes['economy.staff_payments.index']
    }
    adjustments: {
      store: typeof routes['economy.adjustments.store']
    }
    staffStoreRoles: {
      index: typeof routes['economy.staff_store_roles.index']
      create: typeof routes['economy.staff_store_roles.create']
      store: typeof routes['economy.staff_store_roles.store']
      edit: typeof routes['economy.staff_store_roles.edit']
      update: typeof routes['economy.staff_store_roles.update']
      destroy: typeof routes['economy.staff_store_roles.destroy']
    }
    staffStoreAbilities: {
      create: typeof routes['economy.staff_store_abilities.create']
      store: typeof routes['economy.staff_store_abilities.store']
      edit: typeof routes['economy.staff_store_abilities.edit']
      update: typeof routes['economy.staff_store_abilities.update']
    }
    staffStoreKits: {
      create: typeof routes['economy.staff_store_kits.create']
      store: typeof routes['economy.staff_store_kits.store']
      edit: typeof routes['economy.staff_store_kits.edit']
      update: typeof routes['economy.staff_store_kits.update']
    }
    staffStoreFeatures: {
      create: typeof routes['economy.staff_store_features.create']
      store: typeof routes['economy.staff_store_features.store']
      edit: typeof routes['economy.staff_store_features.edit']
      update: typeof routes['economy.staff_store_features.update']
    }
  }
  accounts: {
    oauthLogins: {
      create: typeof routes['accounts.oauth_logins.create']
    }
    sessions: {
      create: typeof routes['accounts.sessions.create']
      store: typeof routes['accounts.sessions.store']
    }
    registrations: {
      create: typeof routes['accounts.registrations.create']
      store: typeof routes['accounts.registrations.store']
    }
    logout: {
      show: typeof routes['accounts.logout.show']
      store: typeof routes['accounts.logout.store']
    }
    themes: {
      update: typeof routes['accounts.themes.update']
      edit: typeof routes['accounts.themes.edit']
    }
    cabinet: {
      show: typeof routes['accounts.cabinet.show']
    }
    covers: {
      edit: typeof routes['accounts.covers.edit']
    }
    coverParts: {
      edit: typeof routes['accounts.cover_parts.edit']
    }
    staffCoverArts: {
      index: typeof routes['accounts.staff_cover_arts.index']
      store: typeof routes['accounts.staff_cover_arts.store']
      update: typeof routes['accounts.staff_cover_arts.update']
    }
    activeSessions: {
      index: typeof routes['accounts.active_sessions.index']
      destroy: typeof routes['accounts.active_sessions.destroy']
    }
    otherSessions: {
      destroy: typeof routes['accounts.other_sessions.destroy']
    }
    passwords: {
      edit: typeof routes['accounts.passwords.edit']
      update: typeof routes['accounts.passwords.update']
    }
    passwordResets: {
      create: typeof routes['accounts.password_resets.create']
      store: typeof routes['accounts.password_resets.store']
    }
    passwordRestores: {
      edit: typeof routes['accounts.password_restores.edit']
      update: typeof routes['accounts.password_restores.update']
    }
    emailVerifications: {
      show: typeof routes['accounts.email_verifications.show']
      store: typeof routes['accounts.email_verifications.store']
    }
    emailChanges: {
      edit: typeof routes['accounts.email_changes.edit']
      store: typeof routes['accounts.email_changes.store']
      update: typeof routes['accounts.email_changes.update']
    }
    devMails: {
      index: typeof routes['accounts.dev_mails.index']
      show: typeof routes['accounts.dev_mails.show']
    }
    oauthCallbacks: {
      show: typeof routes['accounts.oauth_callbacks.show']
    }
    oauthRegistrations: {
      create: typeof routes['accounts.oauth_registrations.create']
      store: typeof routes['accounts.oauth_registrations.store']
    }
    oauthLinks: {
      index: typeof routes['accounts.oauth_links.index']
      store: typeof routes['accounts.oauth_links.store']
      destroy: typeof routes['accounts.oauth_links.destroy']
    }
    twoFactor: {
      create: typeof routes['accounts.two_factor.create']
      store: typeof routes['accounts.two_factor.store']
      destroy: typeof routes['accounts.two_factor.destroy']
    }
    twoFactorSettings: {
      edit: typeof routes['accounts.two_factor_settings.edit']
      destroy: typeof routes['accounts.two_factor_settings.destroy']
    }
    twoFactorEnrollments: {
      store: typeof routes['accounts.two_factor_enrollments.store']
    }
    devBotMessages: {
      index: typeof routes['accounts.dev_bot_messages.index']
      store: typeof routes['accounts.dev_bot_messages.store']
      update: typeof routes['accounts.dev_bot_messages.update']
    }
    privacy: {
      edit: typeof routes['accounts.privacy.edit']
      update: typeof routes['accounts.privacy.update']
    }
  }
  content: {
    documents: {
      create: typeof routes['content.documents.create']
      store: typeof routes['content.documents.store']
      edit: typeof routes['content.documents.edit']
      update: typeof routes['content.documents.update']
      destroy: typeof routes['content.documents.destroy']
    }
    news: {
      index: typeof routes['content.news.index']
      show: typeof routes['content.news.show']
    }
    mods: {
      index: typeof routes['content.mods.index']
      show: typeof routes['content.mods.show']
    }
    servers: {
      show: typeof routes['content.servers.show']
    }
    likes: {
      store: typeof routes['content.likes.store']
    }
    rules: {
      show: typeof routes['content.rules.show']
    }
    team: {
      show: typeof routes['content.team.show']
    }
    start: {
      show: typeof routes['content.start.show']
    }
    privacy: {
      show: typeof routes['content.privacy.show']
    }
    offer: {
      show: typeof routes['content.offer.show']
    }
    launcherDownloads: {
      show: typeof routes['content.launcher_downloads.show']
    }
    launcherBuilds: {
      index: typeof routes['content.launcher_builds.index']
      store: typeof routes['content.launcher_builds.store']
      update: typeof routes['content.launcher_builds.update']
    }
  }
  network: {
    deliveries: {
      index: typeof routes['network.deliveries.index']
    }
    deliveryRetries: {
      store: typeof routes['network.delivery_retries.store']
    }
    cabinetDeliveries: {
      index: typeof routes['network.cabinet_deliveries.index']
    }
    redeliveries: {
      store: typeof routes['network.redeliveries.store']
    }
    servers: {
      index: typeof routes['network.servers.index']
    }
    statistics: {
      index: typeof routes['network.statistics.index']
      show: typeof routes['network.statistics.show']
    }
  }
  launcher: {
    sessions: {
      create: typeof routes['launcher.sessions.create']
      store: typeof routes['launcher.sessions.store']
    }
    registrations: {
      create: typeof routes['launcher.registrations.create']
      store: typeof routes['launcher.registrations.store']
    }
    passwordResets: {
      create: typeof routes['launcher.password_resets.create']
      store: typeof routes['launcher.password_resets.store']
      show: typeof routes['launcher.password_resets.show']
    }
    elements: {
      show: typeof routes['launcher.elements.show']
    }
    home: {
      show: typeof routes['launcher.home.show']
    }
    servers: {
      index: typeof routes['launcher.servers.index']
    }
    bans: {
      show: typeof routes['launcher.bans.show']
    }
    unbans: {
      store: typeof routes['launcher.unbans.store']
    }
    debuggers: {
      show: typeof routes['launcher.debuggers.show']
    }
    settings: {
      show: typeof routes['launcher.settings.show']
    }
  }
}
