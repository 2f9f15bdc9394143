import type { ReactNode } from 'react'
import { Select as SelectPrimitive } from 'radix-ui'
import { Check, ChevronDown } from 'lucide-react'
import { useFieldControl } from '~/components/ui/field'
import { controlClasses } from '~/components/ui/input'
import { cn } from '~/lib/cn'

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean }

type SelectProps = {
  'options': SelectOption[]
  'value'?: string
  'defaultValue'?: string
  'onValueChange'?: (value: string) => void
  'placeholder'?: ReactNode
  'name'?: string
  'id'?: string
  'disabled'?: boolean
  'required'?: boolean
  'aria-label'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  'className'?: string
}

/** A themed listbox select (radix): keyboard, typeahead, and a native value for forms. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  className,
  ...props
}: SelectProps) {
  const { disabled, required, ...triggerProps } = useFieldControl(props)
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        className={cn(
          controlClasses,
          'group flex h-11 items-center justify-between gap-2 px-3.5 text-start',
          'data-placeholder:text-subtle data-[state=open]:border-accent1',
          className
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon asChild>
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 text-subtle transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-xl bg-surface-raised p-1 shadow-pop',
            'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out'
          )}
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex min-h-10 cursor-pointer items-center rounded-lg py-2 ps-3 pe-9 text-sm text-text outline-none select-none',
                  'data-highlighted:bg-accent1/20 data-[state=checked]:font-semibold',
                  'data-disabled:cursor-not-allowed data-disabled:opacity-50'
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute end-3 inline-flex text-accent2-text">
                  <Check aria-hidden="true" className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  )
}
