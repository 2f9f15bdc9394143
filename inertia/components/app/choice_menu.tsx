import type { ButtonHTMLAttributes } from 'react'
import type { LucideIcon } from 'lucide-react'
import { ChevronDown } from 'lucide-react'
import { afterHydration, type StandInProps } from '~/components/app/after_hydration'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'

export type Choice = { value: string; label: string; lang?: string }

export type ChoiceMenuProps = {
  icon: LucideIcon
  label: string
  /** What the closed button shows for the current value. */
  current: string
  value: string
  options: Choice[]
  onChange: (value: string) => void
  className?: string
  align?: 'start' | 'end'
}

type ChoiceButtonProps = Pick<ChoiceMenuProps, 'icon' | 'label' | 'current' | 'className'> &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>

/** The closed menu's button: the menu's trigger, and its stand-in until the menu code loads. */
export function ChoiceButton({
  icon: Icon,
  label,
  current,
  className,
  ...props
}: ChoiceButtonProps) {
  return (
    <Button variant="ghost" size="sm" className={cn('gap-1.5 px-2.5', className)} {...props}>
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      <span>{current}</span>
      <ChevronDown aria-hidden="true" className="size-3.5! opacity-70" />
    </Button>
  )
}

function ChoiceStandIn({
  icon,
  label,
  current,
  className,
  onOpen,
  onWarm,
  busy,
}: ChoiceMenuProps & StandInProps) {
  return (
    <ChoiceButton
      icon={icon}
      label={label}
      current={current}
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onWarm}
    />
  )
}

/** A compact header/footer menu picking one of a few values (language, region). */
export const ChoiceMenu = afterHydration<ChoiceMenuProps>(
  () => import('~/components/app/choice_menu_dropdown').then((module) => module.ChoiceMenuDropdown),
  ChoiceStandIn
)
