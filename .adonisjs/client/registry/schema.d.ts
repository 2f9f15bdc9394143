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
  'platform.translations.show': {
    methods: ["GET","HEAD"]
    pattern: '/translations/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/translations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/translations_controller').default['show']>>>
    }
  }
  'api.network.online.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/server/online'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/online_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/online_controller').default['show']>>>
    }
  }
  'api.network.monitoring.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/server/monitoring'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/monitoring_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/monitoring_controller').default['show']>>>
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
  'api.accounts.registrations.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/registrations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/registrations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.sessions.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/auth/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/session').createSessionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/session').createSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.legacy_exchanges.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/auth/token-legacy'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/legacy_token').exchangeLegacyTokenValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/legacy_token').exchangeLegacyTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/legacy_exchanges_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/legacy_exchanges_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.field_checks.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/validation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/field_check').fieldCheckValidator)>|InferInput<(typeof import('#validators/accounts/field_check').checkedFieldValidators)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/field_check').fieldCheckValidator)>|InferInput<(typeof import('#validators/accounts/field_check').checkedFieldValidators)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/field_checks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/field_checks_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.launcher_sessions.store': {
    methods: ["POST"]
    pattern: '/api/v1/launcher/auth'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/launcher_session').createLauncherSessionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/launcher_session').createLauncherSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/launcher_sessions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/launcher_sessions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.sessions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/auth/token'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['show']>>>
    }
  }
  'api.accounts.sessions.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/auth/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/sessions_controller').default['destroy']>>>
    }
  }
  'api.accounts.launcher_tokens.store': {
    methods: ["POST"]
    pattern: '/api/v1/launcher/auth/token'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/launcher_session').renewLauncherSessionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/launcher_session').renewLauncherSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/launcher_tokens_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/launcher_tokens_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.active_sessions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/sessions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/active_sessions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/active_sessions_controller').default['index']>>>
    }
  }
  'api.accounts.active_sessions.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/sessions/terminate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/active_session').destroyActiveSessionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/active_session').destroyActiveSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/active_sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/active_sessions_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.other_sessions.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/sessions/terminate-all'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/other_sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/other_sessions_controller').default['destroy']>>>
    }
  }
  'api.accounts.passwords.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/settings/password/update'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password').updatePasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password').updatePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/passwords_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/passwords_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.history_entries.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/history'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/accounts/account_history').indexAccountHistoryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/history_entries_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/history_entries_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.password_resets.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/reset'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_resets_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_resets_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.password_restores.show': {
    methods: ["POST"]
    pattern: '/api/v1/user/reset/status'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_restore').showPasswordRestoreValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_restore').showPasswordRestoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_restores_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_restores_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.password_restores.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/reset/update-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_restore').updatePasswordRestoreValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_restore').updatePasswordRestoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_restores_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/password_restores_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.email_changes.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/settings/mail'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['show']>>>
    }
  }
  'api.accounts.email_changes.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/settings/mail/reset'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/email_change').createEmailChangeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/email_change').createEmailChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.email_changes.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/settings/mail/verify'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/email_change').updateEmailChangeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/email_change').updateEmailChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_changes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.email_verifications.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/settings/mail/verification'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_verifications_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/email_verifications_controller').default['store']>>>
    }
  }
  'api.network.servers.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/servers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/servers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/servers_controller').default['index']>>>
    }
  }
  'api.network.servers.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/server'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/network/server').showServerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/servers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/servers_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.network.statistics.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/server/statistics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/network/statistic').showStatisticValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/statistics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/statistics_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'game.network.heartbeats.store': {
    methods: ["POST"]
    pattern: '/api/game/v1/heartbeat'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/network/heartbeat').createHeartbeatValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/network/heartbeat').createHeartbeatValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/game/network/heartbeats_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/game/network/heartbeats_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'game.network.events.store': {
    methods: ["POST"]
    pattern: '/api/game/v1/events'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/network/game_event').createEventBatchValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/network/game_event').createEventBatchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/game/network/events_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/game/network/events_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'game.platform.fallbacks.show': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"]
    pattern: '/api/game/v1/*'
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
  'platform.csrf_tokens.show': {
    methods: ["GET","HEAD"]
    pattern: '/csrf-token'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/csrf_tokens_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/csrf_tokens_controller').default['show']>>>
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
  'accounts.sessions.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/login'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/sessions_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/sessions_controller').default['create']>>>
    }
  }
  'accounts.sessions.store': {
    methods: ["POST"]
    pattern: '/:lang/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/session').createSessionValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/session').createSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/sessions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/sessions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.registrations.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/register'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/registrations_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/registrations_controller').default['create']>>>
    }
  }
  'accounts.registrations.store': {
    methods: ["POST"]
    pattern: '/:lang/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/registrations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/registrations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.logout.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/logout'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/logout_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/logout_controller').default['show']>>>
    }
  }
  'accounts.logout.store': {
    methods: ["POST"]
    pattern: '/:lang/logout'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/logout_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/logout_controller').default['store']>>>
    }
  }
  'accounts.cabinet.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/cabinet_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/cabinet_controller').default['show']>>>
    }
  }
  'accounts.active_sessions.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/sessions'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/active_sessions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/active_sessions_controller').default['index']>>>
    }
  }
  'accounts.other_sessions.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/cabinet/sessions/others'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/other_sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/other_sessions_controller').default['destroy']>>>
    }
  }
  'accounts.active_sessions.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/cabinet/sessions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/active_sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/active_sessions_controller').default['destroy']>>>
    }
  }
  'accounts.passwords.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/password'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/passwords_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/passwords_controller').default['edit']>>>
    }
  }
  'accounts.passwords.update': {
    methods: ["PUT"]
    pattern: '/:lang/cabinet/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password').updatePasswordValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password').updatePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/passwords_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/passwords_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.password_resets.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/reset'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/password_resets_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/password_resets_controller').default['create']>>>
    }
  }
  'accounts.password_resets.store': {
    methods: ["POST"]
    pattern: '/:lang/reset'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/password_resets_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/password_resets_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.password_restores.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/accounts/password_restore').editPasswordRestoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/password_restores_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/password_restores_controller').default['edit']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.password_restores.update': {
    methods: ["PUT"]
    pattern: '/:lang/restore'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_restore').updatePasswordRestoreValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_restore').updatePasswordRestoreValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/password_restores_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/password_restores_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.email_verifications.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/verify-email'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/accounts/email_verification').showEmailVerificationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/email_verifications_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/email_verifications_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.email_changes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/email'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['edit']>>>
    }
  }
  'accounts.email_changes.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/email/code'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/email_change').createEmailChangeValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/email_change').createEmailChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.email_changes.update': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/email/confirmation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/email_change').updateEmailChangeValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/email_change').updateEmailChangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/email_changes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.email_verifications.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/email/verification'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/email_verifications_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/email_verifications_controller').default['store']>>>
    }
  }
  'accounts.dev_mails.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/dev-mailbox'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/dev_mails_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/dev_mails_controller').default['index']>>>
    }
  }
  'accounts.dev_mails.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/dev-mailbox/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/dev_mails_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/dev_mails_controller').default['show']>>>
    }
  }
  'network.servers.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/servers'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/servers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/servers_controller').default['index']>>>
    }
  }
  'network.stats.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/stats'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/stats_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/stats_controller').default['index']>>>
    }
  }
  'network.stats.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/stats/:server_name'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; server_name: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/stats_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/stats_controller').default['show']>>>
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
