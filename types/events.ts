import type User from '#models/user'

/*
| Events of the application and their payloads (AdonisJS types
| `emitter.emit` / `emitter.on` from this list).
*/
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A new account was created through registration; `locale` is the language it used. */
    'accounts:registered': { user: User; locale: string }
    /**
     * A player came online on a game server (a join, or a heartbeat listing them), emitted
     * after it is stored. `nickname` as the game sent it (PlayerPresenceService).
     */
    'network:player_joined': { serverId: number; nickname: string }
  }
}
