import { useState, type ChangeEvent, type ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button'
import { useFieldControl } from '~/components/ui/field'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

type FilePickerProps = {
  /** The button's text; the browser's own ("Choose File") is English on every page. */
  'label': ReactNode
  'icon'?: ReactNode
  'name'?: string
  'accept'?: string
  'disabled'?: boolean
  'required'?: boolean
  /** Shows the chosen file's name (or "no file chosen") beside the button. */
  'showName'?: boolean
  /** The input's name when no Field labels it. */
  'aria-label'?: string
  'data-testid'?: string
  'onFile': (file: File | null) => void
}

/**
 * A file input behind a labelled button of our own: the input stays in the tab order,
 * visually hidden, and the button shows its focus; inside a Field it takes the field's id.
 */
export function FilePicker({
  label,
  icon,
  name,
  accept,
  showName = false,
  onFile,
  ...props
}: FilePickerProps) {
  const t = useT()
  const { 'data-testid': testId, ...control } = useFieldControl(props)
  const [chosen, setChosen] = useState<string | null>(null)
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    setChosen(file?.name ?? null)
    // Cleared so choosing the same file again fires once more.
    if (!showName) event.target.value = ''
    onFile(file)
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-2">
      <label className="relative inline-flex">
        <input
          type="file"
          name={name}
          accept={accept}
          onChange={pick}
          className="peer sr-only"
          data-testid={testId}
          {...control}
        />
        <span
          aria-hidden="true"
          className={cn(
            buttonVariants({ variant: 'secondary' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent1',
            'peer-disabled:pointer-events-none peer-disabled:opacity-50'
          )}
        >
          {icon}
          {label}
        </span>
      </label>
      {showName && (
        <span className="max-w-full truncate text-sm text-muted" aria-live="polite">
          {chosen ?? t('common.file_picker.none')}
        </span>
      )}
    </span>
  )
}
