import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

const contentVariants = cva(
  'fixed z-50 flex flex-col bg-surface text-text shadow-pop outline-none focus-visible:outline-none',
  {
    variants: {
      variant: {
        modal: [
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl',
          'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
        ],
        sheet: [
          'inset-y-0 right-0 h-dvh w-full max-w-sm overflow-y-auto border-s border-border-strong',
          'data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out',
        ],
      },
      size: { sm: '', md: '', lg: '' },
    },
    compoundVariants: [
      { variant: 'modal', size: 'sm', className: 'max-w-sm' },
      { variant: 'modal', size: 'md', className: 'max-w-lg' },
      { variant: 'modal', size: 'lg', className: 'max-w-2xl' },
    ],
    defaultVariants: { variant: 'modal', size: 'md' },
  }
)

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & {
    /** Hides the corner close button when the content draws its own. */
    hideClose?: boolean
  }

/**
 * A modal dialog or side sheet (radix): focus is trapped, Escape and the
 * backdrop close it, and the page behind does not scroll.
 */
export function DialogContent({
  className,
  children,
  variant,
  size,
  hideClose = false,
  ...props
}: DialogContentProps) {
  const t = useT()
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-background-deep/75 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(contentVariants({ variant, size }), className)}
        {...props}
      >
        {/* The glow rim that ties every overlay to the theme. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-8 top-0 h-px bg-linear-to-r from-transparent via-accent1 to-transparent opacity-80"
        />
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute end-3 top-3 grid size-10 place-items-center rounded-xl text-muted transition-colors hover:bg-white/8 hover:text-text"
            aria-label={t('common.actions.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-2 px-6 pt-6 pe-14 sm:px-8 sm:pt-8', className)}>
      {children}
    </div>
  )
}

export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('px-6 py-5 text-sm leading-6 text-muted sm:px-8', className)}>
      {children}
    </div>
  )
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'mt-auto flex flex-col-reverse gap-3 border-t border-border px-6 py-5 sm:flex-row sm:justify-end sm:px-8',
        className
      )}
    >
      {children}
    </div>
  )
}

export function DialogTitle({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn(
        'font-display text-lg leading-snug font-semibold text-text sm:text-xl',
        className
      )}
      {...props}
    />
  )
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm leading-6 text-muted', className)}
      {...props}
    />
  )
}
