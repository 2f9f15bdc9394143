import { Copy, Download, Heart, Pencil, Rocket, Share2, ShoppingBag, Trash2 } from 'lucide-react'
import { Specimen } from '~/components/platform/showcase/specimen'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Tooltip } from '~/components/ui/tooltip'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

const P = 'platform.showcases'

/** Which breakpoint is active, shown by CSS alone so it matches the real layout. */
const BREAKPOINTS = [
  { label: '< 400', className: 'xs:hidden' },
  { label: 'xs ≥ 400', className: 'hidden xs:inline-flex sm:hidden' },
  { label: 'sm ≥ 640', className: 'hidden sm:inline-flex md:hidden' },
  { label: 'md ≥ 768', className: 'hidden md:inline-flex lg:hidden' },
  { label: 'lg ≥ 1024', className: 'hidden lg:inline-flex xl:hidden' },
  { label: 'xl ≥ 1280', className: 'hidden xl:inline-flex' },
]

/** An icon button whose label shows from md up and stays its accessible name below. */
function CollapsingButton({
  icon: Icon,
  label,
  variant = 'secondary',
}: {
  icon: typeof Copy
  label: string
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
}) {
  return (
    <Tooltip content={label}>
      <Button variant={variant} className="max-md:w-11 max-md:px-0">
        <Icon aria-hidden="true" />
        <span className="max-md:sr-only">{label}</span>
      </Button>
    </Tooltip>
  )
}

export function AdaptiveButtonsSection() {
  const t = useT()
  return (
    <div className="flex flex-col gap-12">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface/60 px-4 py-3 text-sm text-muted">
        <span>{t(`${P}.viewport`)}</span>
        {BREAKPOINTS.map((breakpoint) => (
          <Badge
            key={breakpoint.label}
            variant="glow"
            className={cn('tabular-nums', breakpoint.className)}
          >
            {breakpoint.label}
          </Badge>
        ))}
      </div>

      <Specimen
        id="ad-stack"
        title={t(`${P}.adaptive_stack`)}
        description={t(`${P}.adaptive_stack_text`)}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" className="w-full sm:w-auto">
            <Rocket aria-hidden="true" />
            {t('common.nav.start')}
          </Button>
          <Button size="lg" variant="secondary" className="w-full sm:w-auto">
            <Download aria-hidden="true" />
            {t(`${P}.sample_download`)}
          </Button>
          <Button size="lg" variant="ghost" className="w-full sm:w-auto">
            {t(`${P}.sample_more`)}
          </Button>
        </div>
      </Specimen>

      <Specimen
        id="ad-dialog"
        title={t(`${P}.adaptive_dialog`)}
        description={t(`${P}.adaptive_dialog_text`)}
      >
        <div className="flex flex-col-reverse gap-3 rounded-2xl border border-border bg-background-deep/50 p-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="w-full sm:w-auto">
            {t('common.actions.cancel')}
          </Button>
          <Button className="w-full sm:w-auto">{t('common.actions.confirm')}</Button>
        </div>
      </Specimen>

      <Specimen
        id="ad-toolbar"
        title={t(`${P}.adaptive_toolbar`)}
        description={t(`${P}.adaptive_toolbar_text`)}
      >
        <div className="flex flex-wrap items-center gap-2">
          <CollapsingButton icon={Pencil} label={t(`${P}.sample_edit`)} />
          <CollapsingButton icon={Copy} label={t('common.actions.copy')} />
          <CollapsingButton icon={Share2} label={t(`${P}.sample_share`)} />
          <CollapsingButton icon={Heart} label={t(`${P}.sample_like`)} variant="ghost" />
          <span className="ms-auto" />
          <CollapsingButton icon={Trash2} label={t(`${P}.sample_delete`)} variant="danger" />
        </div>
      </Specimen>

      <Specimen
        id="ad-group"
        title={t(`${P}.adaptive_group`)}
        description={t(`${P}.adaptive_group_text`)}
      >
        <div
          role="group"
          aria-label={t(`${P}.adaptive_group_label`)}
          className="grid grid-cols-2 gap-2 sm:inline-grid sm:auto-cols-fr sm:grid-flow-col sm:gap-0 sm:rounded-xl sm:border sm:border-border-strong sm:bg-white/4 sm:p-1"
        >
          {(['period_month', 'period_quarter', 'period_half', 'period_forever'] as const).map(
            (period, index) => (
              <Button
                key={period}
                variant={index === 0 ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={index === 0}
                className="w-full sm:border-0 sm:bg-transparent sm:shadow-none sm:aria-pressed:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]"
              >
                {t(`${P}.${period}`)}
              </Button>
            )
          )}
        </div>
      </Specimen>

      <Specimen
        id="ad-purchase"
        title={t(`${P}.adaptive_purchase`)}
        description={t(`${P}.adaptive_purchase_text`)}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {(['role_mage', 'role_legend'] as const).map((role) => (
            <div
              key={role}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-background-deep/50 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-display text-base font-semibold text-white">
                  {t(`${P}.${role}`)}
                </span>
                <span className="text-sm text-muted tabular-nums">
                  {t('common.money.rubles', { amount: role === 'role_mage' ? 349 : 899 })}
                </span>
              </div>
              <div className="flex gap-2">
                <Tooltip content={t(`${P}.sample_gift`)}>
                  <Button variant="secondary" size="icon" aria-label={t(`${P}.sample_gift`)}>
                    <Heart aria-hidden="true" />
                  </Button>
                </Tooltip>
                <Button className="flex-1 sm:flex-none">
                  <ShoppingBag aria-hidden="true" />
                  {t(`${P}.sample_buy`)}
                </Button>
              </div>
            </div>
          ))}
        </div>
      </Specimen>

      <Specimen
        id="ad-sizes"
        title={t(`${P}.adaptive_sizes`)}
        description={t(`${P}.adaptive_sizes_text`)}
      >
        <div className="flex flex-wrap items-center gap-3">
          <Button className="h-9 rounded-lg px-3.5 md:h-11 md:rounded-xl md:px-5 lg:h-13 lg:rounded-2xl lg:px-7 lg:text-base">
            <Rocket aria-hidden="true" />
            {t('common.nav.start')}
          </Button>
          <Button
            variant="secondary"
            className="h-9 rounded-lg px-3.5 md:h-11 md:rounded-xl md:px-5 lg:h-13 lg:rounded-2xl lg:px-7 lg:text-base"
          >
            {t(`${P}.sample_more`)}
          </Button>
        </div>
      </Specimen>
    </div>
  )
}
