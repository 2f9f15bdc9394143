import type { TextareaHTMLAttributes } from 'react'
import { useFieldControl } from '~/components/ui/field'
import { controlClasses } from '~/components/ui/input'
import { cn } from '~/lib/cn'

/** A multi-line text input that grows with its content where the browser supports it. */
export function Textarea({
  className,
  rows = 4,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const controlProps = useFieldControl(props)
  return (
    <textarea
      rows={rows}
      className={cn(
        controlClasses,
        'min-h-24 resize-y px-3.5 py-2.5 leading-6 field-sizing-content',
        className
      )}
      {...controlProps}
    />
  )
}
