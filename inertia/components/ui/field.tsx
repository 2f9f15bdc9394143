import { createContext, useContext, useId, type AriaAttributes, type ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { cn } from '~/lib/cn'

type FieldContextValue = {
  id: string
  describedBy: string | undefined
  invalid: boolean
  disabled: boolean
  required: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

/**
 * The id, aria-describedby and aria-invalid a control inside a Field takes;
 * explicit props win. Outside a Field it passes the props through.
 */
export function useFieldControl<
  P extends {
    'id'?: string
    'aria-describedby'?: string
    'aria-invalid'?: AriaAttributes['aria-invalid']
    'disabled'?: boolean
    'required'?: boolean
  },
>(props: P): P {
  const field = useContext(FieldContext)
  if (!field) return props
  return {
    ...props,
    'id': props.id ?? field.id,
    'aria-describedby':
      [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'disabled': props.disabled ?? (field.disabled || undefined),
    'required': props.required ?? (field.required || undefined),
  }
}

type FieldProps = {
  label: ReactNode
  /** A short help line under the control. */
  hint?: ReactNode
  /** The inline error; marks the control invalid and is read with it. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  /** `inline` puts a checkbox or switch before its label. */
  layout?: 'stacked' | 'inline'
  id?: string
  className?: string
  children: ReactNode
}

/** A labelled form control with its hint and inline error (aria-invalid, aria-describedby). */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  layout = 'stacked',
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const value: FieldContextValue = {
    id: controlId,
    describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    disabled,
    required,
  }

  const labelNode = (
    <label
      htmlFor={controlId}
      className={cn(
        'text-sm font-medium text-text',
        layout === 'inline' && 'cursor-pointer leading-5',
        disabled && 'cursor-not-allowed opacity-60'
      )}
    >
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-accent1-text">
          *
        </span>
      )}
    </label>
  )
  const hintNode = hint && (
    <p id={hintId} className="text-xs leading-5 text-subtle">
      {hint}
    </p>
  )
  const errorNode = error && (
    <p id={errorId} className="flex items-start gap-1.5 text-xs leading-5 font-medium text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{error}</span>
    </p>
  )

  return (
    <FieldContext.Provider value={value}>
      {layout === 'inline' ? (
        <div className={cn('flex flex-col gap-1.5', className)}>
          <div className="flex items-start gap-3">
            {children}
            <div className="flex min-w-0 flex-col gap-0.5">
              {labelNode}
              {hintNode}
            </div>
          </div>
          {errorNode}
        </div>
      ) : (
        <div className={cn('flex flex-col gap-2', className)}>
          {labelNode}
          {children}
          {hintNode}
          {errorNode}
        </div>
      )}
    </FieldContext.Provider>
  )
}
