import type { ComponentPropsWithoutRef } from 'react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import { Check, Minus } from 'lucide-react'
import { useFieldControl } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type CheckboxProps = ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>

/** A checkbox (radix) with checked, indeterminate and invalid states; label it with Field. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const controlProps = useFieldControl(props)
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer grid size-5 shrink-0 place-items-center rounded-md border border-white/30 bg-background-deep/70',
        'transition-[background-color,border-color,box-shadow] duration-150 hover:border-accent1',
        'data-[state=checked]:border-transparent data-[state=indeterminate]:border-transparent',
        'data-[state=checked]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
        'data-[state=indeterminate]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
        'data-[state=checked]:shadow-[0_0_14px_-2px_var(--glowLight)]',
        'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
        className
      )}
      {...controlProps}
    >
      <CheckboxPrimitive.Indicator className="text-white">
        {controlProps.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
