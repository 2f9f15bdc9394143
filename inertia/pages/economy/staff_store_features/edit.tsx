import type { Data } from '@generated/data'
import { StaffStoreFeatureForm } from '~/components/economy/staff_store_feature_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Staff → store catalogue → a compared feature (`web.store.edit`). */
export default function StaffStoreFeaturesEdit({
  feature,
}: {
  feature: Data.Economy.StaffStoreFeature.Variants['toEditable']
}) {
  const t = useT()
  const { locale } = useShared()
  const name = locale === 'en' ? feature.nameEn : feature.nameRu
  return (
    <StaffStorePage title={t('economy.staff_store_features.edit_title', { name })}>
      <StaffStoreFeatureForm feature={feature} />
    </StaffStorePage>
  )
}

StaffStoreFeaturesEdit.layout = DefaultLayout
