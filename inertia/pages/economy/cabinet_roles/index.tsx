import { useState } from 'react'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import RoleTransferDialog, {
  type RoleTransferTarget,
} from '~/components/economy/role_transfer_dialog'
import { StoreGrantList } from '~/components/economy/store_grant_list'
import { StorePurchaseList } from '~/components/economy/store_purchase_list'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

/**
 * Cabinet → privileges (spec §2): active roles per server, moving one to another server,
 * and each purchase's delivery.
 */
export default function CabinetRolesIndex({
  roles,
  purchases,
  moveTargets,
}: {
  roles: Data.Economy.StoreGrant[]
  purchases: Data.Economy.StorePurchase[]
  moveTargets: Record<string, RoleTransferTarget[]>
}) {
  const t = useT()
  const [moving, setMoving] = useState<Data.Economy.StoreGrant | null>(null)
  return (
    <>
      <Head title={t('economy.cabinet_roles.title')} />
      <CabinetHeading
        title={t('economy.cabinet_roles.title')}
        intro={t('economy.cabinet_roles.intro')}
      />
      <div className="flex flex-col gap-6">
        <StoreGrantList
          grants={roles}
          label={t('economy.cabinet_roles.list_label')}
          empty={t('economy.cabinet_roles.empty')}
          extendable
          actions={(grant) => (
            <Button type="button" variant="ghost" size="sm" onClick={() => setMoving(grant)}>
              {t('economy.role_transfers.open')}
            </Button>
          )}
        />
        <StorePurchaseList purchases={purchases} />
      </div>
      {moving && (
        <RoleTransferDialog
          key={moving.id}
          grant={moving}
          targets={moveTargets[moving.id] ?? []}
          open
          onOpenChange={(open) => !open && setMoving(null)}
        />
      )}
    </>
  )
}

CabinetRolesIndex.layout = [DefaultLayout, CabinetLayout]
