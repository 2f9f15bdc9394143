import type { DeferredProps } from '~/components/app/after_hydration'
import { ChoiceButton, type ChoiceMenuProps } from '~/components/app/choice_menu'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/** The choice menu itself, loaded after hydration (choice_menu.tsx). */
export function ChoiceMenuDropdown({
  icon,
  label,
  current,
  value,
  options,
  onChange,
  className,
  align = 'end',
  defaultOpen,
}: ChoiceMenuProps & DeferredProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ChoiceButton icon={icon} label={label} current={current} className={className} />
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
