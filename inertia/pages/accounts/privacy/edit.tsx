import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { EyeOff } from 'lucide-react'
import { PRIVACY_PARTS, hiddenParts, type PrivacyChoices } from '@domain/accounts/privacy'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Switch } from '~/components/ui/switch'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

/**
 * Cabinet → privacy (spec §2, §7 `user/privacy`): the profile parts other players and guests
 * do not see; the owner and staff still do.
 */
export default function PrivacyEdit({
  privacy,
  nickname,
}: {
  privacy: PrivacyChoices
  nickname: string
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ hidden: hiddenParts(privacy) })

  // An element's error is named by its index (`hidden.0`).
  const error = Object.entries(form.errors).find(([field]) => field.startsWith('hidden'))?.[1]
  const toggle = (part: (typeof PRIVACY_PARTS)[number], hide: boolean) =>
    form.setData(
      'hidden',
      PRIVACY_PARTS.filter((entry) => (entry === part ? hide : form.data.hidden.includes(entry)))
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(pageUrl('accounts.privacy.update', locale), { preserveScroll: true })
  }

  return (
    <>
      <Head title={t('accounts.privacy.title')} />
      <CabinetHeading title={t('accounts.privacy.title')} intro={t('accounts.privacy.intro')} />
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 font-display text-lg leading-snug font-semibold">
            <EyeOff aria-hidden="true" className="size-5 text-accent1-text" />
            {t('accounts.privacy.form_title')}
          </h2>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-5">
            {PRIVACY_PARTS.map((part) => (
              <Field
                key={part}
                layout="inline"
                label={t(`accounts.privacy.parts.${part}`)}
                hint={t(`accounts.privacy.hints.${part}`)}
              >
                <Switch
                  name={`hidden.${part}`}
                  checked={form.data.hidden.includes(part)}
                  onCheckedChange={(checked) => toggle(part, checked)}
                />
              </Field>
            ))}
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" loading={form.processing}>
                {t('accounts.privacy.submit')}
              </Button>
              <AppLink
                route="players.statistics.show"
                params={{ nickname }}
                className="text-sm text-accent1-text underline-offset-4 hover:underline"
              >
                {t('accounts.privacy.view_profile')}
              </AppLink>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  )
}

PrivacyEdit.layout = [DefaultLayout, CabinetLayout]
