/*
| What the staff store catalogue's forms (roles, kits, abilities, features)
| share: the server picker and the way back to the catalogue.
*/
import type { HttpContext } from '@adonisjs/core/http'

/** A new item's server picker: every server, and the one `?server=` names, when it is one. */
export function serverPicker(servers: { slug: string; name: string }[], wanted: unknown) {
  return {
    servers: servers.map(({ slug, name }) => ({ slug, name })),
    initialServer: servers.some((server) => server.slug === wanted) ? String(wanted) : null,
  }
}

/** Back to the catalogue with a notice (`key`) naming the item in the page's language. */
export function backToStaffStore(
  { session, response, i18n }: HttpContext,
  key: string,
  item: { nameRu: string; nameEn: string }
) {
  session.flash('success', {
    key,
    data: { name: i18n.locale === 'en' ? item.nameEn : item.nameRu },
  })
  return response.redirect().toRoute('economy.staff_store_roles.index', { lang: i18n.locale })
}
