import type { LucideIcon } from 'lucide-react'
import { ChevronDown } from 'lucide-react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { cn } from '~/lib/cn'

export type Choice = { value: string; label: string; lang?: string }

type ChoiceMenuProps = {
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

/** A compact header/footer menu picking one of a few values (language, region). */
export function ChoiceMenu({
  icon: Icon,
  label,
  current,
  value,
  options,
  onChange,
  className,
  align = 'end',
}: ChoiceMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('gap-1.5 px-2.5', className)}>
          <Icon aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          <span>{current}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-44">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onChange}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
