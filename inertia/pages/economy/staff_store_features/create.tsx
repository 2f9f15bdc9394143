import { StaffStoreFeatureForm } from '~/components/economy/staff_store_feature_form'
import { StaffStorePage, type ServerPicker } from '~/components/economy/staff_store_page'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → new compared feature (`web.store.edit`). */
export default function StaffStoreFeaturesCreate(props: ServerPicker) {
  const t = useT()
  return (
    <StaffStorePage title={t('economy.staff_store_features.create_title')}>
      <StaffStoreFeatureForm feature={null} {...props} />
    </StaffStorePage>
  )
}

StaffStoreFeaturesCreate.layout = DefaultLayout
