import type { ApiOperations } from '#openapi/types'
import { createLauncherBuildValidator } from '#validators/launcher/build'
import { updateDebuggerValidator } from '#validators/launcher/debugger'

export const launcher: ApiOperations = {
  'api.launcher.manifests.show': {
    summary: 'The signed launcher manifest',
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        properties: {
          payload: {
            type: 'object',
            properties: {
              generatedAt: { type: 'string' },
              builds: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    version: { type: 'string' },
                    platform: { type: 'string' },
                    url: { type: 'string' },
                    sha256: { type: 'string' },
                    size: { type: ['integer', 'null'] },
                    notes: { type: ['string', 'null'] },
                    publishedAt: { type: 'string' },
                  },
                  required: [
                    'version',
                    'platform',
                    'url',
                    'sha256',
                    'size',
                    'notes',
                    'publishedAt',
                  ],
                  additionalProperties: false,
                },
              },
            },
            required: ['generatedAt', 'builds'],
            additionalProperties: false,
          },
          signature: { type: 'string' },
          publicKey: { type: 'string' },
        },
        required: ['payload', 'signature', 'publicKey'],
        additionalProperties: false,
      },
    },
    errors: [],
  },
  'api.launcher.builds.store': {
    summary: 'Publish a launcher build',
    access: 'staff',
    input: createLauncherBuildValidator,
    responses: {
      '201': {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          version: { type: 'string' },
          platform: { type: 'string' },
          url: { type: 'string' },
          sha256: { type: 'string' },
          publishedAt: { type: 'string' },
        },
        required: ['id', 'version', 'platform', 'url', 'sha256', 'publishedAt'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 409],
  },
  'api.launcher.debuggers.store': {
    summary: 'Sign launcher debugger settings',
    access: 'staff',
    input: updateDebuggerValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          payload: {
            type: 'object',
            properties: {
              userId: { type: 'integer' },
              jvmFlags: { type: 'array', items: { type: 'string' } },
              showLogs: { type: 'boolean' },
              issuedAt: { type: 'string' },
            },
            required: ['userId', 'jvmFlags', 'showLogs', 'issuedAt'],
            additionalProperties: false,
          },
          signature: { type: 'string' },
          publicKey: { type: 'string' },
        },
        required: ['payload', 'signature', 'publicKey'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404],
  },
}
