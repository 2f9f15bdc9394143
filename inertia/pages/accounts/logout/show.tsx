import type { FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { LogOut } from 'lucide-react'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { PostForm } from '~/components/ui/post_form'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import EmptyLayout from '~/layouts/empty'

/** spec §2 /{lang}/logout (empty layout): "Log out?" and a button that ends this session. */
export default function LogoutShow() {
  const t = useT()
  const { locale, currentUser } = useShared()
  const form = useForm({})
  const action = pageUrl('accounts.logout.store', locale)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(action)
  }

  /** "Stay" returns to where the player came from, or home. */
  const stay = () => {
    if (window.history.length > 1) window.history.back()
    else router.visit(pageUrl('platform.home.show', locale))
  }

  return (
    <>
      <Head title={t('accounts.logout.title')} />
      <div className="tm-gradient-border flex flex-col items-center gap-6 rounded-3xl bg-surface/85 p-6 text-center shadow-[0_30px_80px_-30px_var(--glowDark)] backdrop-blur-md sm:p-8">
        <div className="relative">
          {currentUser && (
            <Avatar name={currentUser.login} src={currentUser.avatarOrSkin} size="xl" decorative />
          )}
          <span
            aria-hidden="true"
            className="absolute -end-2 -bottom-2 grid size-9 place-items-center rounded-xl bg-danger-strong text-white shadow-[0_8px_24px_-8px_rgb(220_38_38/0.8)] ring-4 ring-surface"
          >
            <LogOut className="size-4.5" />
          </span>
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold text-white">
            {t('accounts.logout.heading')}
          </h1>
          {currentUser && (
            <p className="text-sm font-medium text-accent1-text">
              {t('accounts.logout.signed_in_as', { login: currentUser.login })}
            </p>
          )}
          <p className="text-sm leading-6 text-muted">{t('accounts.logout.text')}</p>
        </div>
        {/* Posts natively until hydrated: "Log out" pressed at once still logs out (#27). */}
        <PostForm
          action={action}
          onSubmit={submit}
          className="flex w-full flex-col-reverse gap-3 sm:flex-row"
        >
          <Button variant="secondary" size="lg" className="w-full sm:flex-1" onClick={stay}>
            {t('accounts.logout.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            size="lg"
            className="w-full sm:flex-1"
            loading={form.processing}
          >
            <LogOut aria-hidden="true" />
            {t('accounts.logout.confirm')}
          </Button>
        </PostForm>
      </div>
    </>
  )
}

LogoutShow.layout = EmptyLayout
