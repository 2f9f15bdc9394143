import type { ApiOperations } from '#openapi/types'
import {
  arrayOf,
  closedObject,
  claimIntervalSchema,
  deliverySchema,
  kitItemSchema,
  metaSchema,
  moveTargetSchema,
  roleBadgeSchema,
  serverSchema,
  slugNameSchema,
  visitRecordedSchema,
} from '#openapi/shapes'
import {
  createStorePurchaseValidator,
  storeServerQueryValidator,
} from '#validators/economy/store_purchase'
import { createPaymentValidator } from '#validators/economy/payment'
import { createTransferValidator } from '#validators/economy/transfer'
import { createUnbanValidator } from '#validators/economy/unban'
import { indexTransactionValidator } from '#validators/economy/transaction'
import { createRefundValidator } from '#validators/economy/refund'
import {
  createRoleTransferValidator,
  roleTransferServersValidator,
} from '#validators/economy/role_transfer'

/** A kit as the store lists it (kitObject of the store catalogue transformer). */
const kitSchema = closedObject({
  id: { type: 'integer' },
  name: { type: 'string' },
  claimInterval: claimIntervalSchema,
  items: arrayOf(kitItemSchema),
})

/** A purchase of a role or an ability with its delivery; abilities have no period. */
const purchaseSchema = closedObject({
  id: { type: 'string' },
  kind: { type: 'string' },
  mode: { type: 'string' },
  period: { type: ['string', 'null'] },
  amount: { type: 'integer' },
  discountPercent: { type: 'integer' },
  server: slugNameSchema,
  item: slugNameSchema,
  createdAt: { type: 'string' },
  delivery: deliverySchema,
})

export const economy: ApiOperations = {
  'api.economy.payment_webhooks.store': {
    summary: "A payment gateway's notification",
    access: 'optional',
    responses: {
      '200': closedObject({
        // What the notification did to the payment (PaymentSettlementService.reconcile).
        outcome: { type: 'string' },
      }),
    },
    errors: [400, 429, 502],
  },
  'api.economy.store_roles.index': {
    summary: 'Roles for sale',
    access: 'optional',
    input: storeServerQueryValidator,
    responses: {
      '200': closedObject({
        servers: arrayOf(
          closedObject({
            server: serverSchema,
            roles: arrayOf(
              closedObject({
                id: { type: 'integer' },
                slug: { type: 'string' },
                name: { type: 'string' },
                description: { type: 'string' },
                color: { type: 'string' },
                rank: { type: 'integer' },
                discountPercent: { type: 'integer' },
                prices: closedObject({
                  month: { type: 'integer' },
                  quarter: { type: 'integer' },
                  forever: { type: ['integer', 'null'] },
                }),
                features: arrayOf(
                  closedObject({
                    id: { type: 'integer' },
                    name: { type: 'string' },
                    value: { type: ['string', 'null'] },
                  })
                ),
                kits: arrayOf(kitSchema),
              })
            ),
            abilities: arrayOf(
              closedObject({
                id: { type: 'integer' },
                slug: { type: 'string' },
                name: { type: 'string' },
                description: { type: 'string' },
                price: { type: 'integer' },
              })
            ),
          })
        ),
        discountPercent: { type: 'integer' },
      }),
    },
    errors: [400],
  },
  'api.economy.store_features.index': {
    summary: 'Features of the roles for sale',
    access: 'optional',
    input: storeServerQueryValidator,
    responses: {
      '200': closedObject({
        servers: arrayOf(
          closedObject({
            server: serverSchema,
            roles: arrayOf(
              closedObject({
                slug: { type: 'string' },
                name: { type: 'string' },
                color: { type: 'string' },
              })
            ),
            features: arrayOf(
              closedObject({
                id: { type: 'integer' },
                name: { type: 'string' },
                values: arrayOf(
                  closedObject({
                    role: { type: 'string' },
                    included: { type: 'boolean' },
                    value: { type: ['string', 'null'] },
                  })
                ),
              })
            ),
          })
        ),
      }),
    },
    errors: [400],
  },
  'api.economy.referral_visits.store': {
    summary: 'Count a visit by referral link',
    access: 'optional',
    responses: {
      '200': visitRecordedSchema,
    },
    errors: [],
  },
  'api.economy.referral_downloads.store': {
    summary: 'Count a launcher download by referral link',
    access: 'optional',
    responses: {
      '200': visitRecordedSchema,
    },
    errors: [404],
  },
  'api.economy.launcher_downloads.store': {
    summary: 'Count a launcher download',
    access: 'optional',
    responses: {
      '200': visitRecordedSchema,
    },
    errors: [],
  },
  'api.economy.store_kits.show': {
    summary: "One kit's contents",
    access: 'optional',
    responses: {
      '200': closedObject({
        id: { type: 'integer' },
        name: { type: 'string' },
        claimInterval: claimIntervalSchema,
        items: arrayOf(kitItemSchema),
        server: slugNameSchema,
        role: slugNameSchema,
      }),
    },
    errors: [404],
  },
  'api.economy.payments.show': {
    summary: 'Top-up options and limits',
    access: 'player',
    responses: {
      '200': closedObject({
        methods: arrayOf({ type: 'string' }),
        bonusTiers: arrayOf(
          closedObject({ from: { type: 'integer' }, percent: { type: 'integer' } })
        ),
        minAmount: { type: 'integer' },
        maxAmount: { type: 'integer' },
        currency: { type: 'string' },
        testMode: { type: 'boolean' },
      }),
    },
    errors: [401],
  },
  'api.economy.payments.store': {
    summary: 'Start a top-up payment',
    access: 'player',
    input: createPaymentValidator,
    responses: {
      '200': closedObject({
        paymentId: { type: 'string' },
        confirmationUrl: { type: 'string' },
        amount: { type: 'integer' },
        bonus: { type: 'integer' },
      }),
    },
    errors: [400, 401, 429, 502],
  },
  'api.economy.transfers.store': {
    summary: 'Send coins to another player',
    access: 'player',
    input: createTransferValidator,
    idempotent: true,
    responses: {
      '200': closedObject({
        id: { type: 'string' },
        amount: { type: 'integer' },
        recipient: closedObject({ id: { type: 'integer' }, login: { type: 'string' } }),
        coins: { type: 'integer' },
      }),
    },
    errors: [400, 401, 409],
  },
  'api.economy.unbans.store': {
    summary: 'Buy an unban',
    access: 'player',
    input: createUnbanValidator,
    idempotent: true,
    responses: {
      '200': closedObject({
        banId: { type: 'integer' },
        price: { type: 'integer' },
        balance: { type: 'integer' },
        unbannedAt: { type: 'string' },
        deliveryId: { type: 'string' },
      }),
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.transactions.index': {
    summary: 'The ledger, newest first',
    access: 'player',
    input: indexTransactionValidator,
    responses: {
      '200': closedObject({
        data: arrayOf(
          closedObject({
            id: { type: 'integer' },
            currency: { type: 'string' },
            amount: { type: 'integer' },
            balanceAfter: { type: 'integer' },
            reason: { type: 'string' },
            reference: closedObject({ type: { type: 'string' }, id: { type: 'string' } }),
            counterparty: { type: ['string', 'null'] },
            note: { type: ['string', 'null'] },
            createdAt: { type: 'string' },
          })
        ),
        meta: metaSchema,
      }),
    },
    errors: [400, 401],
  },
  'api.economy.store_purchases.store': {
    summary: 'Buy a role or an ability',
    access: 'player',
    input: createStorePurchaseValidator,
    idempotent: true,
    responses: {
      '200': closedObject({
        id: { type: 'string' },
        type: { type: 'string' },
        mode: { type: 'string' },
        server: slugNameSchema,
        item: slugNameSchema,
        period: { type: ['string', 'null'] },
        price: { type: 'integer' },
        discountPercent: { type: 'integer' },
        amount: { type: 'integer' },
        balance: { type: 'integer' },
        grant: closedObject({ id: { type: 'string' }, expiresAt: { type: ['string', 'null'] } }),
        deliveryId: { type: 'string' },
      }),
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.cabinet_roles.index': {
    summary: "The player's roles",
    access: 'player',
    responses: {
      '200': closedObject({
        moveTargets: {
          type: 'object',
          additionalProperties: arrayOf(moveTargetSchema),
        },
        roles: arrayOf(
          closedObject({
            id: { type: 'string' },
            kind: { type: 'string' },
            server: slugNameSchema,
            item: roleBadgeSchema,
            state: { type: 'string' },
            startsAt: { type: 'string' },
            expiresAt: { type: 'string' },
          })
        ),
        purchases: arrayOf(purchaseSchema),
      }),
    },
    errors: [401],
  },
  'api.economy.abilities.index': {
    summary: "The player's abilities",
    access: 'player',
    responses: {
      '200': closedObject({
        abilities: arrayOf(
          closedObject({
            id: { type: 'string' },
            kind: { type: 'string' },
            server: slugNameSchema,
            item: closedObject({
              slug: { type: 'string' },
              name: { type: 'string' },
              color: { type: ['string', 'null'] },
              rank: { type: ['integer', 'null'] },
            }),
            state: { type: 'string' },
            startsAt: { type: 'string' },
            expiresAt: { type: ['string', 'null'] },
          })
        ),
        purchases: arrayOf(purchaseSchema),
      }),
    },
    errors: [401],
  },
  'api.economy.bonus.show': {
    summary: 'The daily bonus status',
    access: 'player',
    responses: {
      '200': closedObject({
        nextAt: { type: ['string', 'null'] },
        todayAmount: { type: ['integer', 'null'] },
        minCoins: { type: 'integer' },
        maxCoins: { type: 'integer' },
        state: { type: 'string' },
        steps: closedObject({
          linked: { type: 'boolean' },
          member: { type: 'boolean' },
          messages: { type: 'boolean' },
        }),
        vkUserId: { type: ['string', 'null'] },
      }),
    },
    errors: [401],
  },
  'api.economy.referrals.show': {
    summary: "The player's referral link and rewards",
    access: 'player',
    responses: {
      '200': closedObject({
        code: { type: 'string' },
        visits: { type: 'integer' },
        downloads: { type: 'integer' },
        registrations: { type: 'integer' },
        coinsPerHour: { type: 'integer' },
        activeDays: { type: 'integer' },
        totalCoins: { type: 'integer' },
        totalHours: { type: 'integer' },
        referrals: arrayOf(
          closedObject({
            login: { type: 'string' },
            registeredAt: { type: 'string' },
            hours: { type: 'integer' },
            coins: { type: 'integer' },
          })
        ),
        link: { type: 'string' },
      }),
    },
    errors: [401],
  },
  'api.economy.refunds.index': {
    summary: 'Wipe refunds available',
    access: 'player',
    responses: {
      '200': closedObject({
        terms: closedObject({ itemDays: { type: 'integer' }, roleDays: { type: 'integer' } }),
        wipes: arrayOf(
          closedObject({
            id: { type: 'integer' },
            server: slugNameSchema,
            wipeAt: { type: 'string' },
            news: closedObject({ slug: { type: 'string' } }, { nullable: true }),
            refundable: { type: 'integer' },
            refunded: closedObject(
              { amount: { type: 'integer' }, at: { type: 'string' } },
              { nullable: true }
            ),
            purchases: arrayOf(
              closedObject({
                id: { type: 'string' },
                kind: { type: 'string' },
                name: { type: 'string' },
                amount: { type: 'integer' },
                boughtAt: { type: 'string' },
                status: { type: 'string' },
              })
            ),
          })
        ),
        refunds: arrayOf(
          closedObject({
            id: { type: 'integer' },
            server: { type: 'string' },
            wipeAt: { type: 'string' },
            amount: { type: 'integer' },
            at: { type: 'string' },
          })
        ),
      }),
    },
    errors: [401],
  },
  'api.economy.refunds.store': {
    summary: 'Claim a wipe refund',
    access: 'player',
    input: createRefundValidator,
    responses: {
      '200': closedObject({
        refundId: { type: 'integer' },
        wipeId: { type: 'integer' },
        amount: { type: 'integer' },
        purchases: arrayOf({ type: 'string' }),
        balance: { type: 'integer' },
      }),
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.bonus.store': {
    summary: 'Take the daily bonus',
    access: 'player',
    responses: {
      '200': closedObject({
        amount: { type: 'integer' },
        coins: { type: 'integer' },
        nextAt: { type: 'string' },
      }),
    },
    errors: [401, 409, 503],
  },
  'api.economy.role_transfers.index': {
    summary: 'Servers a role can move to',
    access: 'player',
    input: roleTransferServersValidator,
    responses: {
      '200': closedObject({ servers: arrayOf(moveTargetSchema) }),
    },
    errors: [400, 401],
  },
  'api.economy.role_transfers.store': {
    summary: 'Move a role to another server',
    access: 'player',
    input: createRoleTransferValidator,
    idempotent: true,
    responses: {
      '200': closedObject({
        grant: closedObject({
          id: { type: 'string' },
          server: slugNameSchema,
          expiresAt: { type: ['string', 'null'] },
        }),
        from: closedObject({
          id: { type: 'string' },
          server: slugNameSchema,
        }),
        removalDeliveryId: { type: 'string' },
        grantDeliveryId: { type: 'string' },
      }),
    },
    errors: [400, 401, 404, 409],
  },
}
