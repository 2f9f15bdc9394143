import { useForm } from '@inertiajs/react'
import { ArrowRightLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { useIdempotencyKey } from '~/hooks/use_idempotency_key'
import { pageUrl } from '~/lib/routes'

export type RoleTransferTarget = {
  server: { slug: string; name: string }
  expiresAt: string | null
  refusal: 'target_active' | 'forever_costlier' | null
}

type Props = {
  grant: Data.Economy.StoreGrant
  targets: RoleTransferTarget[]
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Cabinet → privileges: move a role's time to another server. The rules and
 * the expiry on the chosen server are shown before the player confirms.
 */
export default function RoleTransferDialog({ grant, targets, open, onOpenChange }: Props) {
  const t = useT()
  const shared = useShared()
  // One key per opening: a double press moves once.
  const [key, renewKey] = useIdempotencyKey()
  const form = useForm({ grantId: grant.id, server: '' })
  const chosen = targets.find((target) => target.server.slug === form.data.server)

  const change = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      renewKey()
      form.reset()
      form.clearErrors()
    }
  }

  const confirm = () => {
    form.post(pageUrl('economy.role_transfers.store', shared.locale), {
      headers: { 'Idempotency-Key': key },
      preserveScroll: true,
      onSuccess: () => change(false),
    })
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent size="sm" aria-describedby="move-role-description">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ArrowRightLeft aria-hidden="true" className="size-5 text-accent1-text" />
            {t('economy.role_transfers.title', { role: grant.item.name })}
          </DialogTitle>
          <DialogDescription id="move-role-description">
            {t('economy.role_transfers.intro')}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            {t('economy.role_transfers.rules', { server: grant.server.name })}
          </p>
          {targets.length === 0 ? (
            <p className="text-sm text-text">{t('economy.role_transfers.none')}</p>
          ) : (
            <Field
              label={t('economy.role_transfers.server')}
              error={form.errors.server ?? form.errors.grantId}
              required
            >
              <Select
                value={form.data.server}
                onValueChange={(value) => form.setData('server', value)}
                placeholder={t('economy.role_transfers.choose')}
                options={targets.map((target) => ({
                  value: target.server.slug,
                  disabled: target.refusal !== null,
                  label: target.refusal
                    ? `${target.server.name} (${t(`economy.role_transfers.refusals.${target.refusal}`)})`
                    : target.server.name,
                }))}
              />
            </Field>
          )}
          {chosen && chosen.refusal === null && (
            <p className="text-sm text-text" data-testid="move-result">
              {chosen.expiresAt ? (
                <>
                  {t('economy.role_transfers.result', { server: chosen.server.name })}{' '}
                  <DateTime value={chosen.expiresAt} />
                </>
              ) : (
                t('economy.role_transfers.result_forever', {
                  server: chosen.server.name,
                })
              )}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => change(false)}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            type="button"
            onClick={confirm}
            loading={form.processing}
            disabled={!chosen || chosen.refusal !== null}
          >
            {t('economy.role_transfers.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
