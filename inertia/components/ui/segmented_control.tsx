import { RadioGroup } from 'radix-ui'
import { cn } from '~/lib/cn'

/** A labelled row of radio buttons (radix RadioGroup): arrows move, the checked one glows. */
export function SegmentedControl({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string; lang?: string }[]
  onChange: (value: string) => void
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
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-2xl border border-border bg-tab p-1"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            lang={option.lang}
            className={cn(
              'h-10 rounded-xl px-3 text-sm font-medium text-muted transition-colors hover:text-text',
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
