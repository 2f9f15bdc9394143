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
    }
  }
  economy: {
    referralLinks: {
      show: typeof routes['economy.referral_links.show']
    }
  }
}
