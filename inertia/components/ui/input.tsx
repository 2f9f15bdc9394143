import type { InputHTMLAttributes, ReactNode } from 'react'
import { useFieldControl } from '~/components/ui/field'
import { cn } from '~/lib/cn'

/** Shared look of text-like controls: input, textarea, select trigger. */
export const controlClasses = cn(
  'w-full rounded-xl border border-border-strong bg-background-deep/70 text-sm text-text',
  'placeholder:text-subtle transition-[border-color,box-shadow,background-color] duration-150',
  'hover:border-white/25 focus-visible:border-accent1 focus-visible:outline-none',
  'focus-visible:shadow-[0_0_0_3px_color-mix(in_oklab,var(--accent1)_35%,transparent),0_0_24px_-6px_var(--glowLight)]',
  'aria-invalid:border-danger/80 aria-invalid:focus-visible:shadow-[0_0_0_3px_color-mix(in_oklab,var(--danger)_30%,transparent)]',
  'disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-border-strong'
)

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  /** An icon or text shown inside the field before the value. */
  leading?: ReactNode
  /** An icon, unit or small button shown after the value. */
  trailing?: ReactNode
}

/** A text input; inside a Field it takes the field's id, hint and error wiring. */
export function Input({ className, leading, trailing, type = 'text', ...props }: InputProps) {
  const controlProps = useFieldControl(props)
  const input = (
    <input
      type={type}
      className={cn(
        controlClasses,
        'h-11 px-3.5',
        leading ? 'ps-10' : undefined,
        trailing ? 'pe-10' : undefined,
        className
      )}
      {...controlProps}
    />
  )
  if (!leading && !trailing) return input
  return (
    <div className="relative">
      {leading && (
        <span className="pointer-events-none absolute inset-y-0 start-3.5 flex items-center text-subtle [&_svg]:size-4">
          {leading}
        </span>
      )}
      {input}
      {trailing && (
        <span className="absolute inset-y-0 end-3 flex items-center text-subtle [&_svg]:size-4">
          {trailing}
        </span>
      )}
    </div>
  )
}
