import type { ApiOperations } from '#openapi/types'
import {
  arrayOf,
  closedObject,
  deliveryProperties,
  onlineStatisticsSchema,
  serverStatusSchema,
} from '#openapi/shapes'
import { showServerValidator } from '#validators/network/server'
import { showStatisticValidator } from '#validators/network/statistic'

/** A server as its card shows it; its own page adds records and statistics. */
const serverCardProperties = {
  slug: { type: 'string' },
  name: { type: 'string' },
  tagline: { type: 'string' },
  gameVersion: { type: 'string' },
  pvp: { type: 'boolean' },
  modpackVersion: { type: ['string', 'null'] },
  mainWorldArea: { type: ['integer', 'null'] },
  otherWorldsArea: { type: ['integer', 'null'] },
  address: { type: ['string', 'null'] },
  colorScheme: { type: 'string' },
  status: serverStatusSchema,
}

export const network: ApiOperations = {
  'api.network.online.show': {
    summary: 'Players online now, per server and in total',
    access: 'public',
    responses: {
      '200': closedObject({
        online: { type: 'integer' },
        servers: { type: 'object', additionalProperties: { type: 'integer' } },
      }),
    },
    errors: [],
  },
  'api.network.monitoring.show': {
    summary: 'Monitoring of every server (status, online, TPS)',
    access: 'public',
    responses: {
      '200': closedObject({
        tps: { type: 'number' },
        servers: { type: 'object', additionalProperties: serverStatusSchema },
        records: closedObject({
          onlineCurrent: { type: 'integer' },
          onlineDay: { type: 'integer' },
          timeOnlineDay: { type: ['string', 'null'] },
          onlineMax: { type: 'integer' },
          timeOnlineMax: { type: ['string', 'null'] },
        }),
      }),
      '304': null,
    },
    errors: [],
  },
  'api.network.cabinet_deliveries.index': {
    summary: "The player's deliveries",
    access: 'player',
    responses: {
      '200': closedObject({
        deliveries: arrayOf(
          closedObject({
            ...deliveryProperties,
            output: { type: 'string' },
            finishedAt: { type: 'string' },
          })
        ),
      }),
    },
    errors: [401],
  },
  'api.network.redeliveries.store': {
    summary: 'Deliver a failed delivery again',
    access: 'player',
    responses: {
      '200': closedObject({
        delivery: closedObject({ ...deliveryProperties, lastError: { type: 'string' } }),
      }),
    },
    errors: [401, 404, 409, 429],
  },
  'api.network.servers.index': {
    summary: 'The servers',
    access: 'optional',
    responses: {
      '200': closedObject({
        servers: arrayOf(closedObject(serverCardProperties)),
      }),
    },
    errors: [],
  },
  'api.network.servers.show': {
    summary: 'One server',
    access: 'optional',
    input: showServerValidator,
    responses: {
      '200': closedObject({
        server: closedObject(
          {
            ...serverCardProperties,
            records: closedObject({
              onlineCurrent: { type: 'integer' },
              onlineDay: { type: 'integer' },
              onlineMax: { type: 'integer' },
              timeOnlineDay: { type: ['integer', 'null'] },
              timeOnlineMax: { type: ['integer', 'null'] },
            }),
            statistics: onlineStatisticsSchema,
          },
          { optional: ['statistics'] }
        ),
      }),
    },
    errors: [400, 404],
  },
  'api.network.statistics.show': {
    summary: 'Online history of a server or the network',
    access: 'optional',
    input: showStatisticValidator,
    responses: { '200': onlineStatisticsSchema },
    errors: [400],
  },
}
