/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  platform: {
    health: {
      show: typeof routes['platform.health.show']
    }
    liveness: {
      show: typeof routes['platform.liveness.show']
    }
    translations: {
      show: typeof routes['platform.translations.show']
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
    showcases: {
      show: typeof routes['platform.showcases.show']
    }
    fallbacks: {
      show: typeof routes['platform.fallbacks.show']
    }
  }
  api: {
    network: {
      online: {
        show: typeof routes['api.network.online.show']
      }
      monitoring: {
        show: typeof routes['api.network.monitoring.show']
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
    }
  }
  game: {
    network: {
      heartbeats: {
        store: typeof routes['game.network.heartbeats.store']
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
  }
  accounts: {
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
    cabinet: {
      show: typeof routes['accounts.cabinet.show']
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
  }
  network: {
    servers: {
      index: typeof routes['network.servers.index']
    }
    stats: {
      index: typeof routes['network.stats.index']
      show: typeof routes['network.stats.show']
    }
  }
}
