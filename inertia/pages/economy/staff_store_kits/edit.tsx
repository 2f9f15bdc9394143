import type { Data } from '@generated/data'
import { StaffStoreKitForm, type KitRoleOption } from '~/components/economy/staff_store_kit_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → a kit (`web.store.edit`). */
export default function StaffStoreKitsEdit({
  kit,
  roles,
}: {
  kit: Data.Economy.StaffStoreKit.Variants['toEditable']
  roles: KitRoleOption[]
}) {
  const t = useT()
  const { locale } = useShared()
  const name = locale === 'en' ? kit.nameEn : kit.nameRu
  return (
    <StaffStorePage title={t('economy.staff_store_kits.edit_title', { name })}>
      <StaffStoreKitForm kit={kit} roles={roles} />
    </StaffStorePage>
  )
}

StaffStoreKitsEdit.layout = DefaultLayout
