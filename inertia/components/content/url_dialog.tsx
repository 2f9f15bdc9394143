import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useT } from '~/hooks/use_t'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  label: string
  /** The address the dialog starts with. */
  initial: string
  /** The accepted address to apply, or null (then `error` shows under the field). */
  accept: (value: string) => string | null
  error: string
  submitLabel: string
  onSubmit: (value: string) => void
  /** An extra action (removing the link), shown before Cancel. */
  extra?: ReactNode
  /** Where focus goes on close; the default returns it to the button that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The editor's address dialog (a link, a video): focus starts in the field,
 * Enter applies, Escape cancels; an address the rules refuse stays in the
 * field with its error read out.
 */
export function UrlDialog({ open, onOpenChange, initial, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Keyed by the start value: each opening starts from it, with no error. */}
      {open && <UrlDialogContent key={initial} initial={initial} {...props} />}
    </Dialog>
  )
}

function UrlDialogContent({
  title,
  description,
  label,
  initial,
  accept,
  error,
  submitLabel,
  onSubmit,
  extra,
  onCloseAutoFocus,
}: Omit<Props, 'open' | 'onOpenChange'>) {
  const t = useT()
  const [value, setValue] = useState(initial)
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The dialog renders in a portal, but React still bubbles submit to the document form.
    event.stopPropagation()
    const accepted = accept(value)
    if (accepted === null) {
      setInvalid(true)
      return
    }
    onSubmit(accepted)
  }

  return (
    <DialogContent size="md" onCloseAutoFocus={onCloseAutoFocus}>
      <form noValidate onSubmit={submit} className="flex flex-col">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Field label={label} error={invalid ? error : undefined}>
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setValue(event.target.value)
                setInvalid(false)
              }}
            />
          </Field>
        </DialogBody>
        <DialogFooter>
          {extra}
          <DialogClose asChild>
            <Button type="button" variant="secondary">
              {t('content.editor.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit">{submitLabel}</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}
