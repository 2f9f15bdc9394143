/*
| Event listeners (preloaded). Events and their payloads are typed in
| types/events.ts.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import { listeners } from '#generated/listeners'

emitter.on('accounts:registered', [listeners.SendVerificationMail, 'handle'])

// Letters sent in the background (sendLater) would otherwise fail without a trace.
emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailerName }, 'a queued letter could not be sent')
})
