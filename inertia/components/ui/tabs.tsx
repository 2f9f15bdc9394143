import type { ComponentPropsWithoutRef } from 'react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'

export const Tabs = TabsPrimitive.Root

/** The tab strip: a glass rail that scrolls sideways when the tabs do not fit. */
export function TabsList({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-2xl border border-border bg-tab p-1',
        '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className
      )}
      {...props}
    />
  )
}

export function TabsTrigger({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'relative inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-xl px-4 text-sm font-medium whitespace-nowrap text-muted',
        'transition-[color,background-color,box-shadow] duration-200 hover:text-text [&_svg]:size-4',
        'data-[state=active]:bg-[linear-gradient(135deg,color-mix(in_oklab,var(--doubleGradient1)_85%,transparent),color-mix(in_oklab,var(--doubleGradient2)_85%,transparent))]',
        'data-[state=active]:text-white data-[state=active]:shadow-[0_4px_18px_-6px_var(--glowLight)]',
        'disabled:pointer-events-none disabled:opacity-50',
        className
      )}
      {...props}
    />
  )
}

export function TabsContent({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-4 focus-visible:outline-offset-4 data-[state=active]:animate-fade-in',
        className
      )}
      {...props}
    />
  )
}
