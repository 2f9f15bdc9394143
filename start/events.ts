/*
| Event listeners (preloaded). Events and their payloads are typed in
| types/events.ts.
*/
import emitter from '@adonisjs/core/services/emitter'
import { listeners } from '#generated/listeners'

emitter.on('accounts:registered', [listeners.SendVerificationMail, 'handle'])
emitter.on('network:player_joined', [listeners.DeliverWaitingCommands, 'handle'])
