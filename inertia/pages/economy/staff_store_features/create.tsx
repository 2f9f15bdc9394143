import type { AbilityServerOption } from '~/components/economy/staff_store_ability_form'
import { StaffStoreFeatureForm } from '~/components/economy/staff_store_feature_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → new compared feature (`web.store.edit`). */
export default function StaffStoreFeaturesCreate({
  servers,
  initialServer,
}: {
  servers: AbilityServerOption[]
  initialServer: string | null
}) {
  const t = useT()
  return (
    <StaffStorePage title={t('economy.staff_store_features.create_title')}>
      <StaffStoreFeatureForm feature={null} servers={servers} initialServer={initialServer} />
    </StaffStorePage>
  )
}

StaffStoreFeaturesCreate.layout = DefaultLayout
