import router from '@adonisjs/core/services/router'

/*
| Accounts (issue #4): registration, login, token sessions, mail flows,
| history. Pages under /:lang, the JSON API under /api/v1 (as `api.`).
*/

/** Pages under /:lang. */
export function pages() {
  router.group(() => {})
}

/** JSON API under /api/v1. */
export function api() {
  router.group(() => {})
}
