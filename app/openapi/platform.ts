import type { ApiOperations } from '#openapi/types'
import { arrayOf, closedObject } from '#openapi/shapes'

export const platform: ApiOperations = {
  'api.platform.main.show': {
    summary: "The home page's data",
    access: 'optional',
    responses: {
      '200': closedObject({
        region: { type: 'string' },
        locale: { type: 'string' },
        app: closedObject({
          productName: { type: 'string' },
          counts: closedObject({
            discord: { type: ['integer', 'null'] },
            vk: { type: ['integer', 'null'] },
            youtube: { type: ['integer', 'null'] },
            telegram: { type: 'integer' },
          }),
          links: { type: 'object', additionalProperties: { type: 'string' } },
          servers: arrayOf(
            closedObject({
              slug: { type: 'string' },
              name: { type: 'string' },
              tagline: { type: 'string' },
              gameVersion: { type: 'string' },
              pvp: { type: 'boolean' },
            })
          ),
        }),
      }),
      '304': null,
    },
    errors: [],
  },
}
