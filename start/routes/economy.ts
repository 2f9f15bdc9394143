import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttlePaymentCreate, throttlePaymentWebhook } from '#start/limiter'

/*
| Economy (issue #11): wallet, top-ups, coin transfers, history, staff.
| Pages under /:lang, the JSON API under /api/v1 (as `api.`), and the
| gateways' webhooks under /api/payments/webhooks (no version: the URL is
| set once in each gateway's dashboard).
*/

/** Pages under /:lang. */
export function pages() {
  router.get('/store', [controllers.economy.Store, 'show']).as('economy.store.show')
  router
    .group(() => {
      router.get('/pay', [controllers.economy.Payments, 'create']).as('economy.payments.create')
      router
        .post('/pay', [controllers.economy.Payments, 'store'])
        .as('economy.payments.store')
        .use(throttlePaymentCreate)
      router
        .post('/game-money/transfer', [controllers.economy.Transfers, 'store'])
        .as('economy.transfers.store')
      router.post('/ban/unban', [controllers.economy.Unbans, 'store']).as('economy.unbans.store')
      router
        .get('/cabinet/transactions', [controllers.economy.Transactions, 'index'])
        .as('economy.transactions.index')
      router
        .post('/store/buy', [controllers.economy.StorePurchases, 'store'])
        .as('economy.store_purchases.store')
      router
        .get('/cabinet/roles', [controllers.economy.CabinetRoles, 'index'])
        .as('economy.cabinet_roles.index')
      router
        .post('/cabinet/roles/transfer', [controllers.economy.RoleTransfers, 'store'])
        .as('economy.role_transfers.store')
      router
        .get('/cabinet/abilities', [controllers.economy.Abilities, 'index'])
        .as('economy.abilities.index')
      router.get('/cabinet/bonus', [controllers.economy.Bonus, 'show']).as('economy.bonus.show')
      router
        .get('/cabinet/refund', [controllers.economy.Refunds, 'create'])
        .as('economy.refunds.create')
      router
        .post('/cabinet/refund', [controllers.economy.Refunds, 'store'])
        .as('economy.refunds.store')
      router
        .group(() => {
          router.get('/staff/wipes', [controllers.economy.Wipes, 'index']).as('economy.wipes.index')
          router
            .post('/staff/wipes', [controllers.economy.Wipes, 'store'])
            .as('economy.wipes.store')
          router
            .delete('/staff/wipes/:id', [controllers.economy.Wipes, 'destroy'])
            .where('id', router.matchers.number())
            .as('economy.wipes.destroy')
        })
        .use(middleware.permission('web.wipes.edit'))
      router
        .group(() => {
          router
            .get('/staff/sources', [controllers.economy.SourceAliases, 'index'])
            .as('economy.source_aliases.index')
          router
            .post('/staff/sources', [controllers.economy.SourceAliases, 'store'])
            .as('economy.source_aliases.store')
          router
            .put('/staff/sources/:id', [controllers.economy.SourceAliases, 'update'])
            .where('id', router.matchers.number())
            .as('economy.source_aliases.update')
          router
            .delete('/staff/sources/:id', [controllers.economy.SourceAliases, 'destroy'])
            .where('id', router.matchers.number())
            .as('economy.source_aliases.destroy')
        })
        .use(middleware.permission('web.sources.edit'))
      router
        .get('/cabinet/invite', [controllers.economy.Invites, 'show'])
        .as('economy.invites.show')
      router.post('/cabinet/bonus', [controllers.economy.Bonus, 'store']).as('economy.bonus.store')
      router
        .get('/staff/payments', [controllers.economy.StaffPayments, 'index'])
        .as('economy.staff_payments.index')
        .use(middleware.permission('web.economy.view'))
      router
        .post('/staff/adjustments', [controllers.economy.Adjustments, 'store'])
        .as('economy.adjustments.store')
        .use(middleware.permission('web.economy.adjust'))
      router
        .group(() => {
          router
            .get('/staff/store', [controllers.economy.StaffStoreRoles, 'index'])
            .as('economy.staff_store_roles.index')
          router
            .get('/staff/store/roles/new', [controllers.economy.StaffStoreRoles, 'create'])
            .as('economy.staff_store_roles.create')
          router
            .post('/staff/store/roles', [controllers.economy.StaffStoreRoles, 'store'])
            .as('economy.staff_store_roles.store')
          router
            .get('/staff/store/roles/:id/edit', [controllers.economy.StaffStoreRoles, 'edit'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_roles.edit')
          router
            .put('/staff/store/roles/:id', [controllers.economy.StaffStoreRoles, 'update'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_roles.update')
          router
            .delete('/staff/store/roles/:id', [controllers.economy.StaffStoreRoles, 'destroy'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_roles.destroy')
          router
            .get('/staff/store/abilities/new', [controllers.economy.StaffStoreAbilities, 'create'])
            .as('economy.staff_store_abilities.create')
          router
            .post('/staff/store/abilities', [controllers.economy.StaffStoreAbilities, 'store'])
            .as('economy.staff_store_abilities.store')
          router
            .get('/staff/store/abilities/:id/edit', [
              controllers.economy.StaffStoreAbilities,
              'edit',
            ])
            .where('id', router.matchers.number())
            .as('economy.staff_store_abilities.edit')
          router
            .put('/staff/store/abilities/:id', [controllers.economy.StaffStoreAbilities, 'update'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_abilities.update')
          router
            .get('/staff/store/kits/new', [controllers.economy.StaffStoreKits, 'create'])
            .as('economy.staff_store_kits.create')
          router
            .post('/staff/store/kits', [controllers.economy.StaffStoreKits, 'store'])
            .as('economy.staff_store_kits.store')
          router
            .get('/staff/store/kits/:id/edit', [controllers.economy.StaffStoreKits, 'edit'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_kits.edit')
          router
            .put('/staff/store/kits/:id', [controllers.economy.StaffStoreKits, 'update'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_kits.update')
          router
            .get('/staff/store/features/new', [controllers.economy.StaffStoreFeatures, 'create'])
            .as('economy.staff_store_features.create')
          router
            .post('/staff/store/features', [controllers.economy.StaffStoreFeatures, 'store'])
            .as('economy.staff_store_features.store')
          router
            .get('/staff/store/features/:id/edit', [controllers.economy.StaffStoreFeatures, 'edit'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_features.edit')
          router
            .put('/staff/store/features/:id', [controllers.economy.StaffStoreFeatures, 'update'])
            .where('id', router.matchers.number())
            .as('economy.staff_store_features.update')
        })
        .use(middleware.permission('web.store.edit'))
    })
    .use(middleware.auth())
}

/**
 * spec §7: GET/POST pay, game-money/transfer, ban/unban, user/history/money, store/buy,
 * cabinet/roles/transfer[/servers] (logged in); the store's catalogue (public).
 */
export function api() {
  router
    .get('/store/roles', [controllers.api.economy.StoreRoles, 'index'])
    .as('economy.store_roles.index')
  router
    .get('/store/role/features', [controllers.api.economy.StoreFeatures, 'index'])
    .as('economy.store_features.index')
  router
    .post('/referral/visit/:code', [controllers.api.economy.ReferralVisits, 'store'])
    .as('economy.referral_visits.store')
  router
    .post('/referral/download/:code', [controllers.api.economy.LauncherDownloads, 'store'])
    .as('economy.referral_downloads.store')
  router
    .post('/visits/download', [controllers.api.economy.LauncherDownloads, 'store'])
    .as('economy.launcher_downloads.store')
  router
    .get('/store/kits/:id', [controllers.api.economy.StoreKits, 'show'])
    .where('id', router.matchers.number())
    .as('economy.store_kits.show')
  router
    .group(() => {
      router.get('/pay', [controllers.api.economy.Payments, 'show']).as('economy.payments.show')
      router
        .post('/pay', [controllers.api.economy.Payments, 'store'])
        .as('economy.payments.store')
        .use(throttlePaymentCreate)
      router
        .post('/game-money/transfer', [controllers.api.economy.Transfers, 'store'])
        .as('economy.transfers.store')
      router
        .post('/ban/unban', [controllers.api.economy.Unbans, 'store'])
        .as('economy.unbans.store')
      router
        .get('/user/history/money', [controllers.api.economy.Transactions, 'index'])
        .as('economy.transactions.index')
      router
        .post('/store/buy', [controllers.api.economy.StorePurchases, 'store'])
        .as('economy.store_purchases.store')
      router
        .get('/cabinet/roles', [controllers.api.economy.CabinetRoles, 'index'])
        .as('economy.cabinet_roles.index')
      router
        .get('/cabinet/abilities', [controllers.api.economy.Abilities, 'index'])
        .as('economy.abilities.index')
      router.get('/bonus/status', [controllers.api.economy.Bonus, 'show']).as('economy.bonus.show')
      router
        .get('/referral', [controllers.api.economy.Referrals, 'show'])
        .as('economy.referrals.show')
      router
        .get('/cabinet/refund', [controllers.api.economy.Refunds, 'index'])
        .as('economy.refunds.index')
      router
        .post('/cabinet/refund', [controllers.api.economy.Refunds, 'store'])
        .as('economy.refunds.store')
      router.post('/bonus/give', [controllers.api.economy.Bonus, 'store']).as('economy.bonus.store')
      router
        .get('/cabinet/roles/transfer/servers', [controllers.api.economy.RoleTransfers, 'index'])
        .as('economy.role_transfers.index')
      router
        .post('/cabinet/roles/transfer', [controllers.api.economy.RoleTransfers, 'store'])
        .as('economy.role_transfers.store')
    })
    .use(middleware.auth())
}

/** The gateways' notifications: no login, no session; trusted only after the gateway's API confirms. */
export function webhooks() {
  router
    .post('/api/payments/webhooks/:gateway', [controllers.api.economy.PaymentWebhooks, 'store'])
    .where('gateway', /^(yookassa|cryptomus)$/)
    .use(throttlePaymentWebhook)
    .as('api.economy.payment_webhooks.store')
}
