/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'platform.health.show': {
    methods: ["GET","HEAD"]
    pattern: '/health'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/health_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/health_controller').default['show']>>>
    }
  }
  'platform.liveness.show': {
    methods: ["GET","HEAD"]
    pattern: '/live'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/liveness_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/liveness_controller').default['show']>>>
    }
  }
  'api.platform.main.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/main'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/platform/main_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/platform/main_controller').default['show']>>>
    }
  }
  'api.accounts.regions.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/set-region'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/platform/region').updateRegionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/platform/region').updateRegionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/regions_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/regions_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"]
    pattern: '/api/v1/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/fallbacks_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/fallbacks_controller').default['show']>>>
    }
  }
  'platform.home.index': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/home_controller').default['show']>>>
    }
  }
  'platform.locales.update': {
    methods: ["PUT"]
    pattern: '/locale'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/platform/locale').updateLocaleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/platform/locale').updateLocaleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/locales_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/locales_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'platform.regions.update': {
    methods: ["PUT"]
    pattern: '/region'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/platform/region').updateRegionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/platform/region').updateRegionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/regions_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/regions_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'platform.sources.show': {
    methods: ["GET","HEAD"]
    pattern: '/source/:alias'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { alias: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/sources_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/sources_controller').default['show']>>>
    }
  }
  'platform.legacy_servers.show': {
    methods: ["GET","HEAD"]
    pattern: '/server/:name'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { name: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/legacy_servers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/legacy_servers_controller').default['show']>>>
    }
  }
  'platform.posts.show': {
    methods: ["GET","HEAD"]
    pattern: '/post/:number'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { number: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/posts_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/posts_controller').default['show']>>>
    }
  }
  'economy.referral_links.show': {
    methods: ["GET","HEAD"]
    pattern: '/r/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/referral_links_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/referral_links_controller').default['show']>>>
    }
  }
  'platform.home.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/home_controller').default['show']>>>
    }
  }
  'platform.showcases.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/development/*'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/showcases_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/showcases_controller').default['show']>>>
    }
  }
  'platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"]
    pattern: '/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/fallbacks_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/fallbacks_controller').default['show']>>>
    }
  }
}
