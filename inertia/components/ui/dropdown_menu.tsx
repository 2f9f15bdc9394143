import type { ComponentPropsWithoutRef } from 'react'
import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import { Check } from 'lucide-react'
import { cn } from '~/lib/cn'

/**
 * A menu (radix) that leaves the page around it alone (non-modal): the
 * rest stays readable to assistive tech and scrollable; outside clicks,
 * Escape and Tab close it.
 */
export function DropdownMenu(props: ComponentPropsWithoutRef<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={false} {...props} />
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger
export const DropdownMenuGroup = MenuPrimitive.Group
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup

/** The floating panel of a menu, aligned to its trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-2xl bg-surface-raised p-1.5 text-text shadow-pop',
          'origin-(--radix-dropdown-menu-content-transform-origin) data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
          className
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

const itemClasses = cn(
  'relative flex min-h-10 cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm outline-none select-none',
  'transition-colors data-highlighted:bg-accent1/18 data-highlighted:text-white [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-subtle',
  'data-highlighted:[&_svg]:text-accent2-text data-disabled:cursor-default data-disabled:text-subtle'
)

export function DropdownMenuItem({
  className,
  tone = 'default',
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Item> & { tone?: 'default' | 'danger' }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        itemClasses,
        tone === 'danger' &&
          'text-danger data-highlighted:bg-danger/15 data-highlighted:text-danger',
        className
      )}
      {...props}
    />
  )
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem className={cn(itemClasses, 'pe-9', className)} {...props}>
      {children}
      <MenuPrimitive.ItemIndicator className="absolute end-3 inline-flex">
        <Check aria-hidden="true" className="text-accent2-text!" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  )
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(itemClasses, 'pe-9', className)} {...props}>
      {children}
      <MenuPrimitive.ItemIndicator className="absolute end-3 inline-flex">
        <Check aria-hidden="true" className="text-accent2-text!" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.CheckboxItem>
  )
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn(
        'px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-subtle uppercase',
        className
      )}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn('mx-2 my-1.5 h-px bg-border', className)} {...props} />
  )
}
