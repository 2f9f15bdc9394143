import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { StoreGrantList } from '~/components/economy/store_grant_list'
import { StorePurchaseList } from '~/components/economy/store_purchase_list'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/** Cabinet → abilities (spec §2): abilities owned per server and their deliveries. */
export default function AbilitiesIndex({
  abilities,
  purchases,
}: {
  abilities: Data.Economy.StoreGrant[]
  purchases: Data.Economy.StorePurchase[]
}) {
  const t = useT()
  return (
    <>
      <Head title={t('economy.abilities.title')} />
      <CabinetHeading title={t('economy.abilities.title')} intro={t('economy.abilities.intro')} />
      <div className="flex flex-col gap-6">
        <StoreGrantList
          grants={abilities}
          label={t('economy.abilities.list_label')}
          empty={t('economy.abilities.empty')}
        />
        <StorePurchaseList purchases={purchases} />
      </div>
    </>
  )
}

AbilitiesIndex.layout = [DefaultLayout, CabinetLayout]
