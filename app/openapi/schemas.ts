import type { Schema } from '#openapi/types'
import { closedObject } from '#openapi/shapes'

/** spec §8, as app/exceptions/api_error_body.ts builds it. */
export const errorSchema: Schema = closedObject({
  error: { type: 'string' },
  error_code: { type: 'integer' },
  error_message: { type: 'string' },
  details: {
    type: 'object',
    properties: {
      type: { type: 'string' },
      description: { type: 'string' },
      fields: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['type', 'description'],
  },
})
