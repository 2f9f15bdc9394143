import { StaffStoreRoleForm, type ServerOption } from '~/components/economy/staff_store_role_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
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
    <StaffStorePage title={t('economy.staff_store_roles.create_title')}>
      <StaffStoreRoleForm role={null} servers={servers} initialServer={initialServer} />
    </StaffStorePage>
  )
}

StaffStoreRolesCreate.layout = DefaultLayout
