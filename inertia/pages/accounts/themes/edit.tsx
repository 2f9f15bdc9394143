import { Head, router } from '@inertiajs/react'
import { Check, Palette } from 'lucide-react'
import { themeStyle, type ThemeData, type ThemeId } from '@domain/accounts/themes'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Props = { themes: { id: ThemeId; data: ThemeData }[] }

/** Cabinet → theme (spec §2): the site's colours, applied at once and kept on the account. */
export default function ThemesEdit({ themes }: Props) {
  const t = useT()
  const { locale, theme } = useShared()
  const choose = (id: ThemeId) => {
    // The server writes the variables on <html> from now on; this page shows them at once.
    const root = document.documentElement
    root.setAttribute('style', themeStyle(id))
    root.setAttribute('data-theme', id)
    router.put(pageUrl('accounts.themes.update', locale), { theme: id }, { preserveScroll: true })
  }
  return (
    <>
      <Head title={t('accounts.themes.title')} />
      <CabinetHeading title={t('accounts.themes.title')} intro={t('accounts.themes.intro')} />
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
            <Palette aria-hidden="true" className="size-5 text-accent1-text" />
            {t('accounts.themes.pick')}
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 sm:grid-cols-2">
            {themes.map(({ id, data }) => {
              const current = id === theme
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => choose(id)}
                    data-testid={`theme-${id}`}
                    className={cn(
                      'flex w-full items-center gap-4 rounded-2xl border p-4 text-start transition',
                      current
                        ? 'border-accent1 bg-white/8'
                        : 'border-border-strong hover:bg-white/5'
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="size-12 shrink-0 rounded-xl"
                      style={{
                        background: `linear-gradient(135deg, ${data.tripleGradient1}, ${data.tripleGradient2}, ${data.tripleGradient3})`,
                        boxShadow: data.buttonGlow,
                      }}
                    />
                    <span className="flex-1 font-medium">{t(`accounts.themes.names.${id}`)}</span>
                    {current && <Check aria-hidden="true" className="size-5 text-accent1-text" />}
                  </button>
                </li>
              )
            })}
          </ul>
        </CardContent>
      </Card>
    </>
  )
}

ThemesEdit.layout = [DefaultLayout, CabinetLayout]
