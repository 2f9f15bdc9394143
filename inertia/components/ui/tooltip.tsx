import type { ReactNode } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'

export const TooltipProvider = TooltipPrimitive.Provider

type TooltipProps = {
  /** The tip; it supplements a visible or aria label, it never replaces one. */
  content: ReactNode
  /** One focusable element: the tooltip opens on its hover and focus. */
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  className?: string
}

/** A short hint on hover and keyboard focus (radix); Escape dismisses it. */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          className={cn(
            'z-50 max-w-64 rounded-lg border border-border-strong bg-surface-overlay px-3 py-1.5 text-xs leading-5 font-medium text-text',
            'shadow-[0_10px_30px_-10px_rgb(0_0_0/0.8),0_0_20px_-8px_var(--glowLight)]',
            'data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-pop-in data-[state=instant-open]:animate-fade-in',
            className
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-surface-overlay" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
