/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  platform: {
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
    health: {
      show: typeof routes['platform.health.show']
    }
    liveness: {
      show: typeof routes['platform.liveness.show']
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
  economy: {
    referralLinks: {
      show: typeof routes['economy.referral_links.show']
    }
  }
  api: {
    platform: {
      main: {
        show: typeof routes['api.platform.main.show']
      }
    }
    accounts: {
      regions: {
        update: typeof routes['api.accounts.regions.update']
      }
    }
  }
}
