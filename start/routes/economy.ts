import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttlePaymentCreate } from '#start/limiter'

/*
| Economy (issue #11): wallet, top-ups, coin transfers, history, staff.
| Pages under /:lang, the JSON API under /api/v1 (as `api.`), and the
| gateways' webhooks under /api/payments/webhooks (no version: the URL is
| set once in each gateway's dashboard).
*/

/** Pages under /:lang. */
export function pages() {
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
      router
        .get('/cabinet/transactions', [controllers.economy.Transactions, 'index'])
        .as('economy.transactions.index')
      router
        .get('/staff/payments', [controllers.economy.StaffPayments, 'index'])
        .as('economy.staff_payments.index')
        .use(middleware.permission('web.economy.view'))
      router
        .post('/staff/adjustments', [controllers.economy.Adjustments, 'store'])
        .as('economy.adjustments.store')
        .use(middleware.permission('web.economy.adjust'))
    })
    .use(middleware.auth())
}

/** spec §7: GET/POST pay, game-money/transfer, user/history/money (all logged in). */
export function api() {
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
        .get('/user/history/money', [controllers.api.economy.Transactions, 'index'])
        .as('economy.transactions.index')
    })
    .use(middleware.auth())
}

/** The gateways' notifications: no login, no session; trusted only after the gateway's API confirms. */
export function webhooks() {
  router
    .post('/api/payments/webhooks/:gateway', [controllers.api.economy.PaymentWebhooks, 'store'])
    .where('gateway', /^(yookassa|cryptomus)$/)
    .as('api.economy.payment_webhooks.store')
}
