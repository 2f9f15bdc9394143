import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.accounts.regions.update': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.locales.update': { paramsTuple?: []; params?: {} }
    'platform.regions.update': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'platform.health.show': { paramsTuple?: []; params?: {} }
    'platform.liveness.show': { paramsTuple?: []; params?: {} }
    'api.platform.main.show': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.home.index': { paramsTuple?: []; params?: {} }
    'platform.sources.show': { paramsTuple: [ParamValue]; params: {'alias': ParamValue} }
    'platform.legacy_servers.show': { paramsTuple: [ParamValue]; params: {'name': ParamValue} }
    'platform.posts.show': { paramsTuple: [ParamValue]; params: {'number': ParamValue} }
    'economy.referral_links.show': { paramsTuple: [ParamValue]; params: {'code': ParamValue} }
    'platform.home.show': { paramsTuple: [ParamValue]; params: {'lang': ParamValue} }
    'platform.showcases.show': { paramsTuple: [ParamValue,...ParamValue[]]; params: {'lang': ParamValue,'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'api.accounts.regions.update': { paramsTuple?: []; params?: {} }
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.locales.update': { paramsTuple?: []; params?: {} }
    'platform.regions.update': { paramsTuple?: []; params?: {} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'api.platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'platform.fallbacks.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}