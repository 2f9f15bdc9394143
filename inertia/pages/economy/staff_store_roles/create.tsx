import { Head } from '@inertiajs/react'
import { AppLink } from '~/components/app/app_link'
import { StaffStoreRoleForm, type ServerOption } from '~/components/economy/staff_store_role_form'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → new role (`web.store.edit`). */
export default function StaffStoreRolesCreate({
  servers,
  initialServer,
}: {
  servers: ServerOption[]
  initialServer: string | null
}) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Head title={t('economy.staff_store_roles.create_title')} />
      <AppLink
        route="economy.staff_store_roles.index"
        className="text-sm text-accent1-text underline"
      >
        {t('economy.staff_store_roles.back')}
      </AppLink>
      <h1 className="font-display text-3xl font-semibold text-white">
        {t('economy.staff_store_roles.create_title')}
      </h1>
      <StaffStoreRoleForm role={null} servers={servers} initialServer={initialServer} />
    </div>
  )
}

StaffStoreRolesCreate.layout = DefaultLayout
