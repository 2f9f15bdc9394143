/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'drive.fs.serve': {
    methods: ["GET","HEAD"]
    pattern: '/uploads/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
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
  'platform.metrics.show': {
    methods: ["GET","HEAD"]
    pattern: '/metrics'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/metrics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/metrics_controller').default['show']>>>
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
  'platform.openapi_documents.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/openapi.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/openapi_documents_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/openapi_documents_controller').default['show']>>>
    }
  }
  'platform.api_references.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/docs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/api_references_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/api_references_controller').default['show']>>>
    }
  }
  'platform.api_reference_assets.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/docs/assets/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/api_reference_assets_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/api_reference_assets_controller').default['show']>>>
    }
  }
  'players.look_images.show': {
    methods: ["GET","HEAD"]
    pattern: '/looks/:kind/:key/:variant'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { kind: ParamValue; key: ParamValue; variant: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/look').showLookImageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/look_images_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/look_images_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.payment_webhooks.store': {
    methods: ["POST"]
    pattern: '/api/payments/webhooks/:gateway'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { gateway: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/payment_webhooks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/payment_webhooks_controller').default['store']>>>
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
  'api.accounts.cabinet.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/cabinet_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/cabinet_controller').default['show']>>>
    }
  }
  'api.accounts.themes.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/theme'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/themes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/themes_controller').default['show']>>>
    }
  }
  'api.accounts.cover_parts.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/profile-theme/:part'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { part: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/accounts/cover').showCoverPartValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/cover_parts_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/cover_parts_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.cover_parts.update': {
    methods: ["POST"]
    pattern: '/api/v1/cabinet/profile-theme/:part/set/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/cover').setCoverPartValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { part: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/cover').setCoverPartValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/cover_parts_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/cover_parts_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.themes.update': {
    methods: ["POST"]
    pattern: '/api/v1/cabinet/theme/set/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/theme').setThemeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/theme').setThemeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/themes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/themes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'api.accounts.oauth_links.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/oauth/unlink'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/oauth').destroyOauthLinkValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/oauth').destroyOauthLinkValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.oauth_links.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/authorization'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['index']>>>
    }
  }
  'api.accounts.oauth_links.update': {
    methods: ["POST"]
    pattern: '/api/v1/cabinet/authorization/update'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/oauth').updateLoginMethodsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/oauth').updateLoginMethodsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_links_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.oauth_logins.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/oauth/:provider'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/oauth').createOauthLoginValidator)>>
      paramsTuple: [ParamValue]
      params: { provider: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/oauth').createOauthLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_logins_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/oauth_logins_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.two_factor.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/auth/2fa'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/two_factor').completeTwoFactorValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/two_factor').completeTwoFactorValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.two_factor_settings.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/settings/2fa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_settings_controller').default['show']>>>
    }
  }
  'api.accounts.two_factor_settings.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/settings/2fa/unlink'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_settings_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/two_factor_settings_controller').default['destroy']>>>
    }
  }
  'api.accounts.telegram_updates.store': {
    methods: ["POST"]
    pattern: '/api/v1/bots/telegram'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/telegram_updates_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/telegram_updates_controller').default['store']>>>
    }
  }
  'api.accounts.vk_events.store': {
    methods: ["POST"]
    pattern: '/api/v1/bots/vk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/vk_events_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/vk_events_controller').default['store']>>>
    }
  }
  'api.accounts.privacy.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/privacy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/privacy_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/privacy_controller').default['show']>>>
    }
  }
  'api.accounts.privacy.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/privacy/hide'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/privacy').updatePrivacyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/privacy').updatePrivacyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/accounts/privacy_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/accounts/privacy_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.store_roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/roles'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/economy/store_purchase').storeServerQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/store_roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/store_roles_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.store_features.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/role/features'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/economy/store_purchase').storeServerQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/store_features_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/store_features_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.referral_visits.store': {
    methods: ["POST"]
    pattern: '/api/v1/referral/visit/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/referral_visits_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/referral_visits_controller').default['store']>>>
    }
  }
  'api.economy.referral_downloads.store': {
    methods: ["POST"]
    pattern: '/api/v1/referral/download/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/launcher_downloads_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/launcher_downloads_controller').default['store']>>>
    }
  }
  'api.economy.launcher_downloads.store': {
    methods: ["POST"]
    pattern: '/api/v1/visits/download'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/launcher_downloads_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/launcher_downloads_controller').default['store']>>>
    }
  }
  'api.economy.store_kits.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/store/kits/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/store_kits_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/store_kits_controller').default['show']>>>
    }
  }
  'api.economy.payments.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/pay'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/payments_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/payments_controller').default['show']>>>
    }
  }
  'api.economy.payments.store': {
    methods: ["POST"]
    pattern: '/api/v1/pay'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/payment').createPaymentValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/payment').createPaymentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/payments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/payments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.transfers.store': {
    methods: ["POST"]
    pattern: '/api/v1/game-money/transfer'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/transfer').createTransferValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/transfer').createTransferValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/transfers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/transfers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.unbans.store': {
    methods: ["POST"]
    pattern: '/api/v1/ban/unban'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/unbans_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/unbans_controller').default['store']>>>
    }
  }
  'api.economy.transactions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/history/money'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/economy/transaction').indexTransactionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/transactions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/transactions_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.store_purchases.store': {
    methods: ["POST"]
    pattern: '/api/v1/store/buy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/store_purchases_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/store_purchases_controller').default['store']>>>
    }
  }
  'api.economy.cabinet_roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/roles'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/cabinet_roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/cabinet_roles_controller').default['index']>>>
    }
  }
  'api.economy.abilities.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/abilities'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/abilities_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/abilities_controller').default['index']>>>
    }
  }
  'api.economy.bonus.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/bonus/status'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/bonus_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/bonus_controller').default['show']>>>
    }
  }
  'api.economy.referrals.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/referral'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/referrals_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/referrals_controller').default['show']>>>
    }
  }
  'api.economy.refunds.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/refund'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/refunds_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/refunds_controller').default['index']>>>
    }
  }
  'api.economy.refunds.store': {
    methods: ["POST"]
    pattern: '/api/v1/cabinet/refund'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/refund').createRefundValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/refund').createRefundValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/refunds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/refunds_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.bonus.store': {
    methods: ["POST"]
    pattern: '/api/v1/bonus/give'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/bonus_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/bonus_controller').default['store']>>>
    }
  }
  'api.economy.role_transfers.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/roles/transfer/servers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/economy/role_transfer').roleTransferServersValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/role_transfers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/role_transfers_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.economy.role_transfers.store': {
    methods: ["POST"]
    pattern: '/api/v1/cabinet/roles/transfer'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/economy/role_transfers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/economy/role_transfers_controller').default['store']>>>
    }
  }
  'api.content.documents.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/documents'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/content/document').indexDocumentsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.content.documents.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/document'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/content/document').showDocumentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.content.mod_tags.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/mod/tags'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/mod_tags_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/mod_tags_controller').default['index']>>>
    }
  }
  'api.content.rules.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/rules'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/rules_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/rules_controller').default['show']>>>
    }
  }
  'api.content.team.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/team'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/team_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/team_controller').default['show']>>>
    }
  }
  'api.content.stopwatches.store': {
    methods: ["POST"]
    pattern: '/api/v1/document/stopwatch'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/content/document').stopwatchValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/content/document').stopwatchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/stopwatches_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/stopwatches_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.content.likes.store': {
    methods: ["POST"]
    pattern: '/api/v1/document/like'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/content/document').likeDocumentValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/content/document').likeDocumentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/likes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/likes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.content.document_keys.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/document/generate-id'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/document_keys_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/document_keys_controller').default['show']>>>
    }
  }
  'api.content.images.store': {
    methods: ["POST"]
    pattern: '/api/v1/document/image/context/original/:id/upload'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/content/document').uploadImageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/content/document').uploadImageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/images_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/images_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.content.documents.store': {
    methods: ["POST"]
    pattern: '/api/v1/document/new'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['store']>>>
    }
  }
  'api.content.documents.update': {
    methods: ["POST"]
    pattern: '/api/v1/document/edit'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['update']>>>
    }
  }
  'api.content.documents.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/document/delete'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/content/documents_controller').default['destroy']>>>
    }
  }
  'api.network.cabinet_deliveries.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/deliveries'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/cabinet_deliveries_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/cabinet_deliveries_controller').default['index']>>>
    }
  }
  'api.network.redeliveries.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/deliveries/:id/redeliver'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/network/redeliveries_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/network/redeliveries_controller').default['store']>>>
    }
  }
  'api.players.profiles.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/profile/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/profiles_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/profiles_controller').default['show']>>>
    }
  }
  'api.players.statistics.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/statistics/:nickname/:server?'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/statistics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/statistics_controller').default['show']>>>
    }
  }
  'api.players.roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/roles/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/roles_controller').default['index']>>>
    }
  }
  'api.players.playtimes.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/playtime/:nickname/:serverName?'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/playtime').showPlaytimeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/playtimes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/playtimes_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.playtime_ranges.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/playtime-range/:nickname/:serverName?'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/playtime').showPlaytimeRangeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/playtime_ranges_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/playtime_ranges_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.tops.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/top/global/:type'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/top').showTopValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/tops_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/tops_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.server_tops.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/top/server/:type/:server'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; server: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/top').showTopValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/tops_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/tops_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.searches.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/search'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/search').indexSearchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/searches_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/searches_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.bans.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/ban/list'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/ban').indexBanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/bans_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/bans_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.friends.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/friends/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { nickname: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/friend').listFriendsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.looks.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/cabinet/look'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/looks_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/looks_controller').default['show']>>>
    }
  }
  'api.players.skins.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/skin/upload'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').uploadSkinValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').uploadSkinValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/skins_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/skins_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.skins.update': {
    methods: ["POST"]
    pattern: '/api/v1/user/skin/model'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').updateSkinModelValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').updateSkinModelValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/skins_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/skins_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.capes.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/cape/upload'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').uploadCapeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').uploadCapeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/capes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/capes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.avatars.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/avatar/upload'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').uploadAvatarValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').uploadAvatarValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/avatars_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/avatars_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.avatar_crops.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/avatar/crop'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').cropAvatarValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').cropAvatarValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/avatar_crops_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/avatar_crops_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.looks.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/:kind/delete'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').lookKindValidator)>>
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').lookKindValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/looks_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/looks_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.look_rollbacks.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/:kind/rollback'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/look').lookKindValidator)>>
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/players/look').lookKindValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/look_rollbacks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/look_rollbacks_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.friend_requests.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/user/friend-requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['index']>>>
    }
  }
  'api.players.friend_requests.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/friend-requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.friend_requests.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/friend-requests/decline'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friend_requests_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.friends.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/friends/accept'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.friends.destroy': {
    methods: ["POST"]
    pattern: '/api/v1/user/friends/remove'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/friends_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.players.profile_likes.store': {
    methods: ["POST"]
    pattern: '/api/v1/user/profile/like'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/profile_like').createProfileLikeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/players/profile_like').createProfileLikeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/players/profile_likes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/players/profile_likes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'api.launcher.manifests.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/launcher/manifest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/launcher/manifests_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/launcher/manifests_controller').default['show']>>>
    }
  }
  'api.launcher.builds.store': {
    methods: ["POST"]
    pattern: '/api/v1/launcher/builds'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/launcher/build').createLauncherBuildValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/launcher/build').createLauncherBuildValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/launcher/builds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/launcher/builds_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.launcher.debuggers.store': {
    methods: ["POST"]
    pattern: '/api/v1/launcher/debugger'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/launcher/debugger').updateDebuggerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/launcher/debugger').updateDebuggerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/launcher/debuggers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/launcher/debuggers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'game.network.commands.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/game/v1/commands'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/network/game_command').indexGameCommandsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/game/network/commands_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/game/network/commands_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'game.network.command_acks.store': {
    methods: ["POST"]
    pattern: '/api/game/v1/commands/:id/ack'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/network/game_command').createCommandAckValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/network/game_command').createCommandAckValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/game/network/command_acks_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/game/network/command_acks_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'accounts.oauth_logins.create': {
    methods: ["GET","HEAD"]
    pattern: '/oauth/:provider'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_logins_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_logins_controller').default['create']>>>
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
  'platform.errors.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/error'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/errors_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/errors_controller').default['show']>>>
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
  'platform.operations.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/operations'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/operations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/operations_controller').default['index']>>>
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
  'accounts.themes.update': {
    methods: ["PUT"]
    pattern: '/:lang/theme'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/theme').updateThemeValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/theme').updateThemeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/themes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/themes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'accounts.themes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/theme'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/themes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/themes_controller').default['edit']>>>
    }
  }
  'accounts.covers.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/cover'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/covers_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/covers_controller').default['edit']>>>
    }
  }
  'accounts.cover_parts.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/cover/:part'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; part: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/accounts/cover').showCoverPartValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/cover_parts_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/cover_parts_controller').default['edit']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.staff_cover_arts.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/cover-arts'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['index']>>>
    }
  }
  'accounts.staff_cover_arts.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/cover-arts'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/cover_art').createCoverArtValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/cover_art').createCoverArtValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.staff_cover_arts.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/cover-arts/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/cover_art').updateCoverArtValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/cover_art').updateCoverArtValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/staff_cover_arts_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
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
  'accounts.oauth_callbacks.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/oauth/:provider/redirect'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_callbacks_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_callbacks_controller').default['show']>>>
    }
  }
  'accounts.oauth_registrations.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/oauth/:provider/register'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_registrations_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_registrations_controller').default['create']>>>
    }
  }
  'accounts.oauth_registrations.store': {
    methods: ["POST"]
    pattern: '/:lang/oauth/:provider/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/oauth').createOauthRegistrationValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; provider: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/oauth').createOauthRegistrationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_registrations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_registrations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.oauth_links.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/authorization'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['index']>>>
    }
  }
  'accounts.oauth_links.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/authorization/:provider'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/oauth').createOauthLinkValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; provider: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/oauth').createOauthLinkValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.oauth_links.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/cabinet/authorization/:provider'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/oauth_links_controller').default['destroy']>>>
    }
  }
  'accounts.two_factor.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/2fa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['create']>>>
    }
  }
  'accounts.two_factor.store': {
    methods: ["POST"]
    pattern: '/:lang/2fa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['store']>>>
    }
  }
  'accounts.two_factor.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/2fa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_controller').default['destroy']>>>
    }
  }
  'accounts.two_factor_settings.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/2fa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_settings_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_settings_controller').default['edit']>>>
    }
  }
  'accounts.two_factor_settings.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/cabinet/2fa'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_settings_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_settings_controller').default['destroy']>>>
    }
  }
  'accounts.two_factor_enrollments.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/2fa/command'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/two_factor').createTwoFactorEnrollmentValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/two_factor').createTwoFactorEnrollmentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_enrollments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/two_factor_enrollments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.dev_bot_messages.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/dev-bot-inbox'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['index']>>>
    }
  }
  'accounts.dev_bot_messages.store': {
    methods: ["POST"]
    pattern: '/:lang/dev-bot-inbox'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/two_factor').devBotCommandValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/two_factor').devBotCommandValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.dev_bot_messages.update': {
    methods: ["PUT"]
    pattern: '/:lang/dev-bot-inbox'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/two_factor').devBotPressValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/two_factor').devBotPressValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/dev_bot_messages_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.privacy.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/privacy'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/privacy_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/privacy_controller').default['edit']>>>
    }
  }
  'accounts.privacy.update': {
    methods: ["PUT"]
    pattern: '/:lang/cabinet/privacy'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/privacy').updatePrivacyValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/privacy').updatePrivacyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/accounts/privacy_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/accounts/privacy_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.store.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/store'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/store_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/store_controller').default['show']>>>
    }
  }
  'economy.payments.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/pay'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/payments_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/payments_controller').default['create']>>>
    }
  }
  'economy.payments.store': {
    methods: ["POST"]
    pattern: '/:lang/pay'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/payment').createPaymentValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/payment').createPaymentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/payments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/payments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.transfers.store': {
    methods: ["POST"]
    pattern: '/:lang/game-money/transfer'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/transfer').createTransferValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/transfer').createTransferValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/transfers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/transfers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.unbans.store': {
    methods: ["POST"]
    pattern: '/:lang/ban/unban'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/unbans_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/unbans_controller').default['store']>>>
    }
  }
  'economy.transactions.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/transactions'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/transactions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/transactions_controller').default['index']>>>
    }
  }
  'economy.store_purchases.store': {
    methods: ["POST"]
    pattern: '/:lang/store/buy'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/store_purchases_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/store_purchases_controller').default['store']>>>
    }
  }
  'economy.cabinet_roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/roles'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/cabinet_roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/cabinet_roles_controller').default['index']>>>
    }
  }
  'economy.role_transfers.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/roles/transfer'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/role_transfers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/role_transfers_controller').default['store']>>>
    }
  }
  'economy.abilities.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/abilities'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/abilities_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/abilities_controller').default['index']>>>
    }
  }
  'economy.bonus.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/bonus'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/bonus_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/bonus_controller').default['show']>>>
    }
  }
  'economy.refunds.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/refund'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/refunds_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/refunds_controller').default['create']>>>
    }
  }
  'economy.refunds.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/refund'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/refund').createRefundValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/refund').createRefundValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/refunds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/refunds_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.wipes.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/wipes'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['index']>>>
    }
  }
  'economy.wipes.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/wipes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/wipe').createWipeValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/wipe').createWipeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.wipes.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/staff/wipes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/wipes_controller').default['destroy']>>>
    }
  }
  'economy.source_aliases.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/sources'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['index']>>>
    }
  }
  'economy.source_aliases.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/sources'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/source_alias').createSourceAliasValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/source_alias').createSourceAliasValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.source_aliases.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/sources/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/source_alias').updateSourceAliasValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/source_alias').updateSourceAliasValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.source_aliases.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/staff/sources/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/source_aliases_controller').default['destroy']>>>
    }
  }
  'economy.invites.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/invite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/invites_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/invites_controller').default['show']>>>
    }
  }
  'economy.bonus.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/bonus'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/bonus_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/bonus_controller').default['store']>>>
    }
  }
  'economy.staff_payments.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/payments'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_payments_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_payments_controller').default['index']>>>
    }
  }
  'economy.adjustments.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/adjustments'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/adjustment').createAdjustmentValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/adjustment').createAdjustmentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/adjustments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/adjustments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['index']>>>
    }
  }
  'economy.staff_store_roles.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/roles/new'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['create']>>>
    }
  }
  'economy.staff_store_roles.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/store/roles'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_role').createStaffStoreRoleValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_role').createStaffStoreRoleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_roles.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/roles/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['edit']>>>
    }
  }
  'economy.staff_store_roles.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/store/roles/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_role').updateStaffStoreRoleValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_role').updateStaffStoreRoleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_roles.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/staff/store/roles/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_roles_controller').default['destroy']>>>
    }
  }
  'economy.staff_store_abilities.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/abilities/new'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['create']>>>
    }
  }
  'economy.staff_store_abilities.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/store/abilities'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_ability').createStaffStoreAbilityValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_ability').createStaffStoreAbilityValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_abilities.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/abilities/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['edit']>>>
    }
  }
  'economy.staff_store_abilities.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/store/abilities/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_ability').updateStaffStoreAbilityValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_ability').updateStaffStoreAbilityValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_abilities_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_kits.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/kits/new'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['create']>>>
    }
  }
  'economy.staff_store_kits.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/store/kits'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_kit').staffStoreKitValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_kit').staffStoreKitValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_kits.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/kits/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['edit']>>>
    }
  }
  'economy.staff_store_kits.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/store/kits/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_kit').staffStoreKitValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_kit').staffStoreKitValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_kits_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_features.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/features/new'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['create']>>>
    }
  }
  'economy.staff_store_features.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/store/features'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_feature').createStaffStoreFeatureValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_feature').createStaffStoreFeatureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'economy.staff_store_features.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/store/features/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['edit']>>>
    }
  }
  'economy.staff_store_features.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/store/features/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/economy/staff_store_feature').updateStaffStoreFeatureValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/economy/staff_store_feature').updateStaffStoreFeatureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/staff_store_features_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'content.documents.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/:target/create'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; target: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['create']>>>
    }
  }
  'content.documents.store': {
    methods: ["POST"]
    pattern: '/:lang/documents'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['store']>>>
    }
  }
  'content.documents.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/:target/:slug/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue, ParamValue]
      params: { lang: ParamValue; target: ParamValue; slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['edit']>>>
    }
  }
  'content.documents.update': {
    methods: ["PUT"]
    pattern: '/:lang/documents/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['update']>>>
    }
  }
  'content.documents.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/documents/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/documents_controller').default['destroy']>>>
    }
  }
  'content.news.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/news'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/content/document').listPageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/news_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/news_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'content.news.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/news/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/news_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/news_controller').default['show']>>>
    }
  }
  'content.mods.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/mods'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/content/document').listPageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/mods_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/mods_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'content.mods.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/mods/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/mods_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/mods_controller').default['show']>>>
    }
  }
  'content.servers.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/servers/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/servers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/servers_controller').default['show']>>>
    }
  }
  'content.likes.store': {
    methods: ["POST"]
    pattern: '/:lang/documents/:id/like'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/content/document').likeDocumentValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/content/document').likeDocumentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/likes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/likes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'content.rules.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/rules'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/rules_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/rules_controller').default['show']>>>
    }
  }
  'content.team.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/team'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/team_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/team_controller').default['show']>>>
    }
  }
  'content.start.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/start'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/start_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/start_controller').default['show']>>>
    }
  }
  'content.privacy.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/privacy'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/privacy_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/privacy_controller').default['show']>>>
    }
  }
  'content.offer.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/public-offer'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/offer_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/offer_controller').default['show']>>>
    }
  }
  'network.deliveries.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/deliveries'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/network/delivery').indexDeliveriesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/deliveries_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/deliveries_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'network.delivery_retries.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/deliveries/:id/retry'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/delivery_retries_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/delivery_retries_controller').default['store']>>>
    }
  }
  'network.cabinet_deliveries.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/deliveries'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/cabinet_deliveries_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/cabinet_deliveries_controller').default['index']>>>
    }
  }
  'network.redeliveries.store': {
    methods: ["POST"]
    pattern: '/:lang/cabinet/deliveries/:id/redelivery'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/redeliveries_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/redeliveries_controller').default['store']>>>
    }
  }
  'players.profiles.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/profile/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/profiles_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/profiles_controller').default['show']>>>
    }
  }
  'players.statistics.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/profile/:nickname/statistics'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/statistics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/statistics_controller').default['show']>>>
    }
  }
  'players.roles.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/profile/:nickname/roles'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/roles_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/roles_controller').default['index']>>>
    }
  }
  'players.tops.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/top'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/tops_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/tops_controller').default['index']>>>
    }
  }
  'players.tops.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/top/:type/:server?'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; type: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/top').showTopValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/tops_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/tops_controller').default['show']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.searches.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/player-search'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/search').indexSearchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/searches_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/searches_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.bans.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/banlist'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/ban').indexBanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/bans_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/bans_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.friends.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/profile/:nickname/friends'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/players/friend').listFriendsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.friend_requests.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/profile/:nickname/friends/requests'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['index']>>>
    }
  }
  'players.friend_requests.store': {
    methods: ["POST"]
    pattern: '/:lang/friends/requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.friend_requests.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/friends/requests/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friend_requests_controller').default['destroy']>>>
    }
  }
  'players.friends.store': {
    methods: ["POST"]
    pattern: '/:lang/friends'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/players/friend').friendLoginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'players.friends.destroy': {
    methods: ["DELETE"]
    pattern: '/:lang/friends/:nickname'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/friends_controller').default['destroy']>>>
    }
  }
  'players.profile_likes.store': {
    methods: ["POST"]
    pattern: '/:lang/profile/:nickname/like'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; nickname: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/profile_likes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/profile_likes_controller').default['store']>>>
    }
  }
  'players.looks.edit': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/cabinet/profile'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/looks_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/looks_controller').default['edit']>>>
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
  'network.statistics.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/stats'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/statistics_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/statistics_controller').default['index']>>>
    }
  }
  'network.statistics.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/stats/:server_name'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; server_name: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/network/statistics_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/network/statistics_controller').default['show']>>>
    }
  }
  'content.launcher_downloads.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/start/download/:platform'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; platform: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/launcher_downloads_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/launcher_downloads_controller').default['show']>>>
    }
  }
  'content.launcher_builds.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/staff/launcher/builds'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['index']>>>
    }
  }
  'content.launcher_builds.store': {
    methods: ["POST"]
    pattern: '/:lang/staff/launcher/builds'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['store']>>>
    }
  }
  'content.launcher_builds.update': {
    methods: ["PUT"]
    pattern: '/:lang/staff/launcher/builds/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/launcher/build').updateLauncherBuildValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { lang: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/launcher/build').updateLauncherBuildValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/content/launcher_builds_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'launcher.sessions.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/login'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/sessions_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/sessions_controller').default['create']>>>
    }
  }
  'launcher.sessions.store': {
    methods: ["POST"]
    pattern: '/:lang/launcher/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/launcher_session').createLauncherPageSessionValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/launcher_session').createLauncherPageSessionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/sessions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/sessions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'launcher.registrations.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/register'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/registrations_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/registrations_controller').default['create']>>>
    }
  }
  'launcher.registrations.store': {
    methods: ["POST"]
    pattern: '/:lang/launcher/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/registration').createRegistrationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/registrations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/registrations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'launcher.password_resets.create': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/reset'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['create']>>>
    }
  }
  'launcher.password_resets.store': {
    methods: ["POST"]
    pattern: '/:lang/launcher/reset'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/accounts/password_reset').createPasswordResetValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'launcher.password_resets.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/reset/request'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/password_resets_controller').default['show']>>>
    }
  }
  'launcher.elements.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/elements'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/elements_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/elements_controller').default['show']>>>
    }
  }
  'launcher.home.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/home_controller').default['show']>>>
    }
  }
  'launcher.servers.index': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/servers'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/servers_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/servers_controller').default['index']>>>
    }
  }
  'launcher.bans.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/ban'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/bans_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/bans_controller').default['show']>>>
    }
  }
  'launcher.unbans.store': {
    methods: ["POST"]
    pattern: '/:lang/launcher/ban'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/economy/unbans_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/economy/unbans_controller').default['store']>>>
    }
  }
  'launcher.debuggers.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/settings/admin'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/debuggers_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/debuggers_controller').default['show']>>>
    }
  }
  'launcher.settings.show': {
    methods: ["GET","HEAD"]
    pattern: '/:lang/launcher/settings/:section?'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { lang: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/launcher/settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/launcher/settings_controller').default['show']>>>
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
