import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { StaffStoreRoleForm, type FeatureOption } from '~/components/economy/staff_store_role_form'
import { StaffStorePage } from '~/components/economy/staff_store_page'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

/**
 * Staff → store catalogue → a role (`web.store.edit`). A role players have
 * bought is archived (hidden) instead of deleted, and the page says so.
 */
export default function StaffStoreRolesEdit({
  role,
  features,
  hasHistory,
}: {
  role: Data.Economy.StaffStoreRole.Variants['toEditable']
  features: FeatureOption[]
  hasHistory: boolean
}) {
  const t = useT()
  const { locale } = useShared()
  const name = locale === 'en' ? role.nameEn : role.nameRu
  const remove = () =>
    router.delete(pageUrl('economy.staff_store_roles.destroy', locale, { id: role.id }))

  return (
    <StaffStorePage title={t('economy.staff_store_roles.edit_title', { name })}>
      <StaffStoreRoleForm role={role} features={features} />
      <Card>
        <CardHeader>
          <h2 className="font-display text-lg font-semibold text-white">
            {t('economy.staff_store_roles.sections.danger')}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-4">
          <p className="text-sm leading-6 text-muted">
            {t(
              hasHistory
                ? 'economy.staff_store_roles.archive_hint'
                : 'economy.staff_store_roles.delete_hint'
            )}
          </p>
          <Button type="button" variant={hasHistory ? 'secondary' : 'danger'} onClick={remove}>
            {t(
              hasHistory ? 'economy.staff_store_roles.archive' : 'economy.staff_store_roles.delete'
            )}
          </Button>
        </CardContent>
      </Card>
    </StaffStorePage>
  )
}

StaffStoreRolesEdit.layout = DefaultLayout
