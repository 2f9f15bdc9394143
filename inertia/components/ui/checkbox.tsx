import type { InputHTMLAttributes } from 'react'
import { Check, Minus } from 'lucide-react'
import { useFieldControl } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'> & {
  checked?: boolean | 'indeterminate'
  onCheckedChange?: (checked: boolean) => void
}

/**
 * A checkbox with checked, indeterminate and invalid states; label it with
 * Field. A real <input type="checkbox">, styled: it ticks and posts with its
 * form before React hydrates the page, which a scripted one cannot.
 */
export function Checkbox({
  className,
  checked,
  onCheckedChange,
  onChange,
  ...props
}: CheckboxProps) {
  const controlProps = useFieldControl(props)
  const indeterminate = checked === 'indeterminate'
  return (
    <span className="relative grid size-5 shrink-0 place-items-center">
      <input
        type="checkbox"
        // `indeterminate` is a DOM property only, no attribute.
        ref={(node) => {
          if (node) node.indeterminate = indeterminate
        }}
        checked={checked === undefined ? undefined : checked === true}
        onChange={(event) => {
          onChange?.(event)
          onCheckedChange?.(event.target.checked)
        }}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded-md border border-white/30 bg-background-deep/70',
          'transition-[background-color,border-color,box-shadow] duration-150 hover:border-accent1',
          'checked:border-transparent indeterminate:border-transparent',
          'checked:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
          'indeterminate:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
          'checked:shadow-[0_0_14px_-2px_var(--glowLight)]',
          'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
          className
        )}
        {...controlProps}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-checked:opacity-100 peer-indeterminate:opacity-0"
      />
      <Minus
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute size-3.5 text-white opacity-0 peer-indeterminate:opacity-100"
      />
    </span>
  )
}
