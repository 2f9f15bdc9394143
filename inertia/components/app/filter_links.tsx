import { AppLink } from '~/components/app/app_link'
import { cn } from '~/lib/cn'

type LinkProps = Parameters<typeof AppLink>[0]

/** A strip of links that filter a list (a history's section, a currency); the shown one glows. */
export function FilterLinks<Item extends string>({
  label,
  items,
  current,
  linkTo,
  itemLabel,
}: {
  label: string
  items: readonly Item[]
  current: Item
  linkTo: (item: Item) => LinkProps
  itemLabel: (item: Item) => string
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-border bg-tab p-1">
        {items.map((item) => (
          <li key={item} className="shrink-0">
            <AppLink
              {...linkTo(item)}
              aria-current={item === current ? 'true' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-xl px-4 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text',
                'aria-[current=true]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] aria-[current=true]:text-white'
              )}
            >
              {itemLabel(item)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
