import type { ApiOperations } from '#openapi/types'
import {
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
const kitSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    claimInterval: claimIntervalSchema,
    items: {
      type: 'array',
      items: kitItemSchema,
    },
  },
  required: ['id', 'name', 'claimInterval', 'items'],
  additionalProperties: false,
}

/** A purchase of a role or an ability with its delivery; abilities have no period. */
const purchaseSchema = {
  type: 'object',
  properties: {
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
  },
  required: [
    'id',
    'kind',
    'mode',
    'period',
    'amount',
    'discountPercent',
    'server',
    'item',
    'createdAt',
    'delivery',
  ],
  additionalProperties: false,
}

export const economy: ApiOperations = {
  'api.economy.payment_webhooks.store': {
    summary: "A payment gateway's notification",
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        // What the notification did to the payment (PaymentSettlementService.reconcile).
        properties: { outcome: { type: 'string' } },
        required: ['outcome'],
        additionalProperties: false,
      },
    },
    errors: [400, 429, 502],
  },
  'api.economy.store_roles.index': {
    summary: 'Roles for sale',
    access: 'optional',
    input: storeServerQueryValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          servers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                server: serverSchema,
                roles: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'integer' },
                      slug: { type: 'string' },
                      name: { type: 'string' },
                      description: { type: 'string' },
                      color: { type: 'string' },
                      rank: { type: 'integer' },
                      discountPercent: { type: 'integer' },
                      prices: {
                        type: 'object',
                        properties: {
                          month: { type: 'integer' },
                          quarter: { type: 'integer' },
                          forever: { type: ['integer', 'null'] },
                        },
                        required: ['month', 'quarter', 'forever'],
                        additionalProperties: false,
                      },
                      features: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            id: { type: 'integer' },
                            name: { type: 'string' },
                            value: { type: ['string', 'null'] },
                          },
                          required: ['id', 'name', 'value'],
                          additionalProperties: false,
                        },
                      },
                      kits: { type: 'array', items: kitSchema },
                    },
                    required: [
                      'id',
                      'slug',
                      'name',
                      'description',
                      'color',
                      'rank',
                      'discountPercent',
                      'prices',
                      'features',
                      'kits',
                    ],
                    additionalProperties: false,
                  },
                },
                abilities: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'integer' },
                      slug: { type: 'string' },
                      name: { type: 'string' },
                      description: { type: 'string' },
                      price: { type: 'integer' },
                    },
                    required: ['id', 'slug', 'name', 'description', 'price'],
                    additionalProperties: false,
                  },
                },
              },
              required: ['server', 'roles', 'abilities'],
              additionalProperties: false,
            },
          },
          discountPercent: { type: 'integer' },
        },
        required: ['servers', 'discountPercent'],
        additionalProperties: false,
      },
    },
    errors: [400],
  },
  'api.economy.store_features.index': {
    summary: 'Features of the roles for sale',
    access: 'optional',
    input: storeServerQueryValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          servers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                server: serverSchema,
                roles: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      slug: { type: 'string' },
                      name: { type: 'string' },
                      color: { type: 'string' },
                    },
                    required: ['slug', 'name', 'color'],
                    additionalProperties: false,
                  },
                },
                features: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'integer' },
                      name: { type: 'string' },
                      values: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: {
                            role: { type: 'string' },
                            included: { type: 'boolean' },
                            value: { type: ['string', 'null'] },
                          },
                          required: ['role', 'included', 'value'],
                          additionalProperties: false,
                        },
                      },
                    },
                    required: ['id', 'name', 'values'],
                    additionalProperties: false,
                  },
                },
              },
              required: ['server', 'roles', 'features'],
              additionalProperties: false,
            },
          },
        },
        required: ['servers'],
        additionalProperties: false,
      },
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
      '200': {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          claimInterval: claimIntervalSchema,
          items: {
            type: 'array',
            items: kitItemSchema,
          },
          server: slugNameSchema,
          role: slugNameSchema,
        },
        required: ['id', 'name', 'claimInterval', 'items', 'server', 'role'],
        additionalProperties: false,
      },
    },
    errors: [404],
  },
  'api.economy.payments.show': {
    summary: 'Top-up options and limits',
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          methods: { type: 'array', items: { type: 'string' } },
          bonusTiers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'integer' }, percent: { type: 'integer' } },
              required: ['from', 'percent'],
              additionalProperties: false,
            },
          },
          minAmount: { type: 'integer' },
          maxAmount: { type: 'integer' },
          currency: { type: 'string' },
          testMode: { type: 'boolean' },
        },
        required: ['methods', 'bonusTiers', 'minAmount', 'maxAmount', 'currency', 'testMode'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.payments.store': {
    summary: 'Start a top-up payment',
    access: 'player',
    input: createPaymentValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          paymentId: { type: 'string' },
          confirmationUrl: { type: 'string' },
          amount: { type: 'integer' },
          bonus: { type: 'integer' },
        },
        required: ['paymentId', 'confirmationUrl', 'amount', 'bonus'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 429, 502],
  },
  'api.economy.transfers.store': {
    summary: 'Send coins to another player',
    access: 'player',
    input: createTransferValidator,
    idempotent: true,
    responses: {
      '200': {
        type: 'object',
        properties: {
          id: { type: 'string' },
          amount: { type: 'integer' },
          recipient: {
            type: 'object',
            properties: { id: { type: 'integer' }, login: { type: 'string' } },
            required: ['id', 'login'],
            additionalProperties: false,
          },
          coins: { type: 'integer' },
        },
        required: ['id', 'amount', 'recipient', 'coins'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 409],
  },
  'api.economy.unbans.store': {
    summary: 'Buy an unban',
    access: 'player',
    input: createUnbanValidator,
    idempotent: true,
    responses: {
      '200': {
        type: 'object',
        properties: {
          banId: { type: 'integer' },
          price: { type: 'integer' },
          balance: { type: 'integer' },
          unbannedAt: { type: 'string' },
          deliveryId: { type: 'string' },
        },
        required: ['banId', 'price', 'balance', 'unbannedAt', 'deliveryId'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.transactions.index': {
    summary: 'The ledger, newest first',
    access: 'player',
    input: indexTransactionValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                currency: { type: 'string' },
                amount: { type: 'integer' },
                balanceAfter: { type: 'integer' },
                reason: { type: 'string' },
                reference: {
                  type: 'object',
                  properties: { type: { type: 'string' }, id: { type: 'string' } },
                  required: ['type', 'id'],
                  additionalProperties: false,
                },
                counterparty: { type: ['string', 'null'] },
                note: { type: ['string', 'null'] },
                createdAt: { type: 'string' },
              },
              required: [
                'id',
                'currency',
                'amount',
                'balanceAfter',
                'reason',
                'reference',
                'counterparty',
                'note',
                'createdAt',
              ],
              additionalProperties: false,
            },
          },
          meta: metaSchema,
        },
        required: ['data', 'meta'],
        additionalProperties: false,
      },
    },
    errors: [400, 401],
  },
  'api.economy.store_purchases.store': {
    summary: 'Buy a role or an ability',
    access: 'player',
    input: createStorePurchaseValidator,
    idempotent: true,
    responses: {
      '200': {
        type: 'object',
        properties: {
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
          grant: {
            type: 'object',
            properties: { id: { type: 'string' }, expiresAt: { type: ['string', 'null'] } },
            required: ['id', 'expiresAt'],
            additionalProperties: false,
          },
          deliveryId: { type: 'string' },
        },
        required: [
          'id',
          'type',
          'mode',
          'server',
          'item',
          'period',
          'price',
          'discountPercent',
          'amount',
          'balance',
          'grant',
          'deliveryId',
        ],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.cabinet_roles.index': {
    summary: "The player's roles",
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          moveTargets: {
            type: 'object',
            additionalProperties: { type: 'array', items: moveTargetSchema },
          },
          roles: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                kind: { type: 'string' },
                server: slugNameSchema,
                item: roleBadgeSchema,
                state: { type: 'string' },
                startsAt: { type: 'string' },
                expiresAt: { type: 'string' },
              },
              required: ['id', 'kind', 'server', 'item', 'state', 'startsAt', 'expiresAt'],
              additionalProperties: false,
            },
          },
          purchases: {
            type: 'array',
            items: purchaseSchema,
          },
        },
        required: ['moveTargets', 'roles', 'purchases'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.abilities.index': {
    summary: "The player's abilities",
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          abilities: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                kind: { type: 'string' },
                server: slugNameSchema,
                item: {
                  type: 'object',
                  properties: {
                    slug: { type: 'string' },
                    name: { type: 'string' },
                    color: { type: ['string', 'null'] },
                    rank: { type: ['integer', 'null'] },
                  },
                  required: ['slug', 'name', 'color', 'rank'],
                  additionalProperties: false,
                },
                state: { type: 'string' },
                startsAt: { type: 'string' },
                expiresAt: { type: ['string', 'null'] },
              },
              required: ['id', 'kind', 'server', 'item', 'state', 'startsAt', 'expiresAt'],
              additionalProperties: false,
            },
          },
          purchases: {
            type: 'array',
            items: purchaseSchema,
          },
        },
        required: ['abilities', 'purchases'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.bonus.show': {
    summary: 'The daily bonus status',
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          nextAt: { type: ['string', 'null'] },
          todayAmount: { type: ['integer', 'null'] },
          minCoins: { type: 'integer' },
          maxCoins: { type: 'integer' },
          state: { type: 'string' },
          steps: {
            type: 'object',
            properties: {
              linked: { type: 'boolean' },
              member: { type: 'boolean' },
              messages: { type: 'boolean' },
            },
            required: ['linked', 'member', 'messages'],
            additionalProperties: false,
          },
          vkUserId: { type: ['string', 'null'] },
        },
        required: ['nextAt', 'todayAmount', 'minCoins', 'maxCoins', 'state', 'steps', 'vkUserId'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.referrals.show': {
    summary: "The player's referral link and rewards",
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          code: { type: 'string' },
          visits: { type: 'integer' },
          downloads: { type: 'integer' },
          registrations: { type: 'integer' },
          coinsPerHour: { type: 'integer' },
          activeDays: { type: 'integer' },
          totalCoins: { type: 'integer' },
          totalHours: { type: 'integer' },
          referrals: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                login: { type: 'string' },
                registeredAt: { type: 'string' },
                hours: { type: 'integer' },
                coins: { type: 'integer' },
              },
              required: ['login', 'registeredAt', 'hours', 'coins'],
              additionalProperties: false,
            },
          },
          link: { type: 'string' },
        },
        required: [
          'code',
          'visits',
          'downloads',
          'registrations',
          'coinsPerHour',
          'activeDays',
          'totalCoins',
          'totalHours',
          'referrals',
          'link',
        ],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.refunds.index': {
    summary: 'Wipe refunds available',
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          terms: {
            type: 'object',
            properties: { itemDays: { type: 'integer' }, roleDays: { type: 'integer' } },
            required: ['itemDays', 'roleDays'],
            additionalProperties: false,
          },
          wipes: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                server: slugNameSchema,
                wipeAt: { type: 'string' },
                news: {
                  type: ['object', 'null'],
                  properties: { slug: { type: 'string' } },
                  required: ['slug'],
                  additionalProperties: false,
                },
                refundable: { type: 'integer' },
                refunded: {
                  type: ['object', 'null'],
                  properties: { amount: { type: 'integer' }, at: { type: 'string' } },
                  required: ['amount', 'at'],
                  additionalProperties: false,
                },
                purchases: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      kind: { type: 'string' },
                      name: { type: 'string' },
                      amount: { type: 'integer' },
                      boughtAt: { type: 'string' },
                      status: { type: 'string' },
                    },
                    required: ['id', 'kind', 'name', 'amount', 'boughtAt', 'status'],
                    additionalProperties: false,
                  },
                },
              },
              required: ['id', 'server', 'wipeAt', 'news', 'refundable', 'refunded', 'purchases'],
              additionalProperties: false,
            },
          },
          refunds: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                server: { type: 'string' },
                wipeAt: { type: 'string' },
                amount: { type: 'integer' },
                at: { type: 'string' },
              },
              required: ['id', 'server', 'wipeAt', 'amount', 'at'],
              additionalProperties: false,
            },
          },
        },
        required: ['terms', 'wipes', 'refunds'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.economy.refunds.store': {
    summary: 'Claim a wipe refund',
    access: 'player',
    input: createRefundValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          refundId: { type: 'integer' },
          wipeId: { type: 'integer' },
          amount: { type: 'integer' },
          purchases: { type: 'array', items: { type: 'string' } },
          balance: { type: 'integer' },
        },
        required: ['refundId', 'wipeId', 'amount', 'purchases', 'balance'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 409],
  },
  'api.economy.bonus.store': {
    summary: 'Take the daily bonus',
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          amount: { type: 'integer' },
          coins: { type: 'integer' },
          nextAt: { type: 'string' },
        },
        required: ['amount', 'coins', 'nextAt'],
        additionalProperties: false,
      },
    },
    errors: [401, 409, 503],
  },
  'api.economy.role_transfers.index': {
    summary: 'Servers a role can move to',
    access: 'player',
    input: roleTransferServersValidator,
    responses: {
      '200': {
        type: 'object',
        properties: { servers: { type: 'array', items: moveTargetSchema } },
        required: ['servers'],
        additionalProperties: false,
      },
    },
    errors: [400, 401],
  },
  'api.economy.role_transfers.store': {
    summary: 'Move a role to another server',
    access: 'player',
    input: createRoleTransferValidator,
    idempotent: true,
    responses: {
      '200': {
        type: 'object',
        properties: {
          grant: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              server: slugNameSchema,
              expiresAt: { type: ['string', 'null'] },
            },
            required: ['id', 'server', 'expiresAt'],
            additionalProperties: false,
          },
          from: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              server: slugNameSchema,
            },
            required: ['id', 'server'],
            additionalProperties: false,
          },
          removalDeliveryId: { type: 'string' },
          grantDeliveryId: { type: 'string' },
        },
        required: ['grant', 'from', 'removalDeliveryId', 'grantDeliveryId'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 409],
  },
}
