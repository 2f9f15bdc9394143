import type { Schema } from '#openapi/types'

/** spec §8, as app/exceptions/api_error_body.ts builds it. */
export const errorSchema: Schema = {
  type: 'object',
  properties: {
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
  },
  required: ['error', 'error_code', 'error_message', 'details'],
  additionalProperties: false,
}
