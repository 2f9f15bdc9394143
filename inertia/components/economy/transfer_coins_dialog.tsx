import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { ArrowRightLeft, Coins } from 'lucide-react'
import { TRANSFER_LIMITS } from '@domain/economy/transfers'
import { AppLink } from '~/components/app/app_link'
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
import { Input } from '~/components/ui/input'
import { walletOf } from '~/components/app/player_state'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { useIdempotencyKey } from '~/hooks/use_idempotency_key'
import { pageUrl } from '~/lib/routes'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** Whole coins within the limits, or null: the form checks before the confirmation step. */
function parseCoins(text: string) {
  if (!/^\d+$/.test(text.trim())) return null
  const amount = Number(text.trim())
  return amount >= TRANSFER_LIMITS.min && amount <= TRANSFER_LIMITS.max ? amount : null
}

/**
 * The transfer-coins modal (spec §2 modals): nickname and amount, then a
 * confirmation step naming both, then the send. The server's refusals
 * (unknown player, oneself, not enough coins) come back onto the fields.
 */
export function TransferCoinsDialog({ open, onOpenChange }: Props) {
  const t = useT()
  const shared = useShared()
  const { coins } = walletOf(shared)
  const [step, setStep] = useState<'form' | 'confirm'>('form')
  const [key, renewKey] = useIdempotencyKey()
  const form = useForm({ login: '', amount: '' })

  const close = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setStep('form')
      form.reset()
      form.clearErrors()
    }
  }

  const review = (event: FormEvent) => {
    event.preventDefault()
    form.clearErrors()
    const amount = parseCoins(form.data.amount)
    if (!form.data.login.trim()) {
      form.setError('login', t('economy.transfers.login_required'))
      return
    }
    if (amount === null) {
      form.setError('amount', t('economy.transfers.amount_invalid', TRANSFER_LIMITS))
      return
    }
    // One key per confirmation: a double press sends once.
    renewKey()
    setStep('confirm')
  }

  const send = () => {
    form.transform((data) => ({ login: data.login.trim(), amount: Number(data.amount) }))
    form.post(pageUrl('economy.transfers.store', shared.locale), {
      headers: { 'Idempotency-Key': key },
      preserveScroll: true,
      onSuccess: () => close(false),
      onError: () => setStep('form'),
    })
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm" aria-describedby="transfer-coins-description">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ArrowRightLeft aria-hidden="true" className="size-5 text-accent1-text" />
            {t('economy.transfers.title')}
          </DialogTitle>
          <DialogDescription id="transfer-coins-description">
            {shared.currentUser
              ? t('economy.transfers.intro', { coins: coins ?? 0 })
              : t('economy.transfers.guest')}
          </DialogDescription>
        </DialogHeader>
        {!shared.currentUser ? (
          <DialogFooter>
            <Button asChild>
              <AppLink route="accounts.sessions.create">{t('common.auth.login')}</AppLink>
            </Button>
          </DialogFooter>
        ) : step === 'form' ? (
          <form onSubmit={review} noValidate>
            <DialogBody className="flex flex-col gap-4">
              <Field label={t('economy.transfers.login')} error={form.errors.login} required>
                <Input
                  name="login"
                  autoComplete="off"
                  maxLength={16}
                  value={form.data.login}
                  onChange={(event) => form.setData('login', event.target.value)}
                />
              </Field>
              <Field
                label={t('economy.transfers.amount')}
                hint={t('economy.transfers.amount_hint', TRANSFER_LIMITS)}
                error={form.errors.amount}
                required
              >
                <Input
                  name="amount"
                  inputMode="numeric"
                  autoComplete="off"
                  leading={<Coins aria-hidden="true" className="size-4 text-warn" />}
                  value={form.data.amount}
                  onChange={(event) => form.setData('amount', event.target.value)}
                />
              </Field>
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => close(false)}>
                {t('common.actions.cancel')}
              </Button>
              <Button type="submit">{t('economy.transfers.review')}</Button>
            </DialogFooter>
          </form>
        ) : (
          <>
            <DialogBody>
              <p role="status" className="text-base text-text">
                {t('economy.transfers.confirm_text', {
                  amount: Number(form.data.amount),
                  login: form.data.login.trim(),
                })}
              </p>
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setStep('form')}>
                {t('economy.transfers.back')}
              </Button>
              <Button type="button" onClick={send} loading={form.processing}>
                {t('economy.transfers.submit')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
