import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, syncDestination, targets } from '@adonisjs/core/logger'
import { requestContext } from '#data/request_context'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'technomagic',
      level: env.get('LOG_LEVEL'),
      // JSON lines; those of a request, and of the jobs it dispatched, carry its id.
      mixin(_, __, logger) {
        const context = requestContext.getStore()
        return context && !('request_id' in logger.bindings()) ? context : {}
      },
      destination: app.inProduction ? undefined : await syncDestination(),
      transport: {
        targets: [targets.file({ destination: 1 })],
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
