import type User from '#models/user'

/*
| Events of the application and their payloads (AdonisJS types
| `emitter.emit` / `emitter.on` from this list).
*/
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A new account was created through registration; `locale` is the language it used. */
    'accounts:registered': { user: User; locale: string }
  }
}
