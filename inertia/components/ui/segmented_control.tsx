import { RadioGroup } from 'radix-ui'
import { cn } from '~/lib/cn'

/** A labelled row of radio buttons (radix RadioGroup): arrows move, the checked one glows. */
export function SegmentedControl({
  label,
  value,
  options,
  onChange,
  columns = 'auto-cols-fr grid-flow-col',
}: {
  label: string
  value: string
  options: { value: string; label: string; lang?: string }[]
  onChange: (value: string) => void
  /** The group's grid columns (one row by default), e.g. two rows where one does not fit. */
  columns?: string
}) {
  return (
    <div className="flex flex-col gap-2">
      <span
        className="text-xs font-semibold tracking-wider text-subtle uppercase"
        aria-hidden="true"
      >
        {label}
      </span>
      <RadioGroup.Root
        aria-label={label}
        value={value}
        onValueChange={onChange}
        orientation="horizontal"
        className={cn('grid gap-1 rounded-2xl border border-border bg-tab p-1', columns)}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            lang={option.lang}
            className={cn(
              'h-10 rounded-xl px-3 text-sm whitespace-nowrap font-medium text-muted transition-colors hover:text-text',
              'data-[state=checked]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] data-[state=checked]:text-white'
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  )
}
