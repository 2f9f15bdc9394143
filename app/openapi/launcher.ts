import type { ApiOperations } from '#openapi/types'
import { arrayOf, closedObject } from '#openapi/shapes'
import { createLauncherBuildValidator } from '#validators/launcher/build'
import { updateDebuggerValidator } from '#validators/launcher/debugger'

export const launcher: ApiOperations = {
  'api.launcher.manifests.show': {
    summary: 'The signed launcher manifest',
    access: 'optional',
    responses: {
      '200': closedObject({
        payload: closedObject({
          generatedAt: { type: 'string' },
          builds: arrayOf(
            closedObject({
              version: { type: 'string' },
              platform: { type: 'string' },
              url: { type: 'string' },
              sha256: { type: 'string' },
              size: { type: ['integer', 'null'] },
              notes: { type: ['string', 'null'] },
              publishedAt: { type: 'string' },
            })
          ),
        }),
        signature: { type: 'string' },
        publicKey: { type: 'string' },
      }),
    },
    errors: [],
  },
  'api.launcher.builds.store': {
    summary: 'Publish a launcher build',
    access: 'staff',
    input: createLauncherBuildValidator,
    responses: {
      '201': closedObject({
        id: { type: 'integer' },
        version: { type: 'string' },
        platform: { type: 'string' },
        url: { type: 'string' },
        sha256: { type: 'string' },
        publishedAt: { type: 'string' },
      }),
    },
    errors: [400, 401, 404, 409],
  },
  'api.launcher.debuggers.store': {
    summary: 'Sign launcher debugger settings',
    access: 'staff',
    input: updateDebuggerValidator,
    responses: {
      '200': closedObject({
        payload: closedObject({
          userId: { type: 'integer' },
          jvmFlags: arrayOf({ type: 'string' }),
          showLogs: { type: 'boolean' },
          issuedAt: { type: 'string' },
        }),
        signature: { type: 'string' },
        publicKey: { type: 'string' },
      }),
    },
    errors: [400, 401, 404],
  },
}
