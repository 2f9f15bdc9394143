import type { Schema } from '#openapi/types'
import { arrayOf, closedObject } from '#openapi/shapes'

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
        additionalProperties: arrayOf({ type: 'string' }),
      },
    },
    required: ['type', 'description'],
  },
})
