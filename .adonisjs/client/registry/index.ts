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
  'api.platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"],
    pattern: '/api/v1/*',
    tokens: [{"old":"/api/v1/*","type":0,"val":"api","end":""},{"old":"/api/v1/*","type":0,"val":"v1","end":""},{"old":"/api/v1/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['api.platform.fallbacks.show']['types'],
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
