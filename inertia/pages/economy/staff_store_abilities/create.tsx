import { StaffStoreAbilityForm } from '~/components/economy/staff_store_ability_form'
import { StaffStorePage, type ServerPicker } from '~/components/economy/staff_store_page'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → new ability (`web.store.edit`). */
export default function StaffStoreAbilitiesCreate(props: ServerPicker) {
  const t = useT()
  return (
    <StaffStorePage title={t('economy.staff_store_abilities.create_title')}>
      <StaffStoreAbilityForm ability={null} {...props} />
    </StaffStorePage>
  )
}

StaffStoreAbilitiesCreate.layout = DefaultLayout
