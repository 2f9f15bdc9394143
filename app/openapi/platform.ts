import type { ApiOperations } from '#openapi/types'

export const platform: ApiOperations = {
  'api.platform.main.show': {
    summary: "The home page's data",
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        properties: {
          region: { type: 'string' },
          locale: { type: 'string' },
          app: {
            type: 'object',
            properties: {
              productName: { type: 'string' },
              counts: {
                type: 'object',
                properties: {
                  discord: { type: ['integer', 'null'] },
                  vk: { type: ['integer', 'null'] },
                  youtube: { type: ['integer', 'null'] },
                  telegram: { type: 'integer' },
                },
                required: ['discord', 'vk', 'youtube', 'telegram'],
                additionalProperties: false,
              },
              links: { type: 'object', additionalProperties: { type: 'string' } },
              servers: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    slug: { type: 'string' },
                    name: { type: 'string' },
                    tagline: { type: 'string' },
                    gameVersion: { type: 'string' },
                    pvp: { type: 'boolean' },
                  },
                  required: ['slug', 'name', 'tagline', 'gameVersion', 'pvp'],
                  additionalProperties: false,
                },
              },
            },
            required: ['productName', 'counts', 'links', 'servers'],
            additionalProperties: false,
          },
        },
        required: ['region', 'locale', 'app'],
        additionalProperties: false,
      },
      '304': null,
    },
    errors: [],
  },
}
