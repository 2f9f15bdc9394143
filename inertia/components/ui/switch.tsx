import type { ComponentPropsWithoutRef } from 'react'
import { Switch as SwitchPrimitive } from 'radix-ui'
import { useFieldControl } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type SwitchProps = ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>

/** An on/off switch (radix) for settings that apply at once; label it with Field. */
export function Switch({ className, ...props }: SwitchProps) {
  const controlProps = useFieldControl(props)
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-white/15 bg-white/10',
        'transition-[background-color,box-shadow,border-color] duration-200',
        'data-[state=checked]:border-transparent data-[state=checked]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
        'data-[state=checked]:shadow-[0_0_16px_-2px_var(--glowLight)]',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className
      )}
      {...controlProps}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'block size-4.5 translate-x-0.5 rounded-full bg-white shadow-[0_2px_6px_rgb(0_0_0/0.4)]',
          'transition-transform duration-200 data-[state=checked]:translate-x-[1.3rem]'
        )}
      />
    </SwitchPrimitive.Root>
  )
}
