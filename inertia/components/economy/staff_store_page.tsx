import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { AppLink } from '~/components/app/app_link'
import { useT } from '~/hooks/use_t'

/** A form page of the staff catalogue: the way back, its title, the form. */
export function StaffStorePage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Head title={title} />
      <AppLink
        route="economy.staff_store_roles.index"
        className="self-start text-sm text-accent1-text underline"
      >
        {t('economy.staff_store_roles.back')}
      </AppLink>
      <h1 className="font-display text-3xl font-semibold break-words text-white">{title}</h1>
      {children}
    </div>
  )
}
