import type { Data } from '@generated/data'
import { StaffStoreAbilityForm } from '~/components/economy/staff_store_ability_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → an ability (`web.store.edit`). */
export default function StaffStoreAbilitiesEdit({
  ability,
}: {
  ability: Data.Economy.StaffStoreAbility.Variants['toEditable']
}) {
  const t = useT()
  const { locale } = useShared()
  const name = locale === 'en' ? ability.nameEn : ability.nameRu
  return (
    <StaffStorePage title={t('economy.staff_store_abilities.edit_title', { name })}>
      <StaffStoreAbilityForm ability={ability} />
    </StaffStorePage>
  )
}

StaffStoreAbilitiesEdit.layout = DefaultLayout
