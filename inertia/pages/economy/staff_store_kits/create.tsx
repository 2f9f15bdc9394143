import { StaffStoreKitForm, type KitRoleOption } from '~/components/economy/staff_store_kit_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → new kit (`web.store.edit`). */
export default function StaffStoreKitsCreate({
  roles,
  initialRole,
}: {
  roles: KitRoleOption[]
  initialRole: number | null
}) {
  const t = useT()
  return (
    <StaffStorePage title={t('economy.staff_store_kits.create_title')}>
      <StaffStoreKitForm kit={null} roles={roles} initialRole={initialRole} />
    </StaffStorePage>
  )
}

StaffStoreKitsCreate.layout = DefaultLayout
