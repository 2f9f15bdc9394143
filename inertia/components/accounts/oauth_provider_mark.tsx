import { Gamepad2 } from 'lucide-react'
import type { OauthProvider } from '@domain/accounts/oauth'
import { BrandIcon } from '~/components/app/brand_icons'
import { cn } from '~/lib/cn'

/** Google's mark (simple-icons, CC0); the footer's brand set has no place for it. */
const GOOGLE_PATH =
  'M12.48 10.92v3.28h7.84c-.24 1.84-.853 3.187-1.787 4.133-1.147 1.147-2.933 2.4-6.053 2.4-4.827 0-8.6-3.893-8.6-8.72s3.773-8.72 8.6-8.72c2.6 0 4.507 1.027 5.907 2.347l2.307-2.307C18.747 1.44 16.133 0 12.48 0 5.867 0 .307 5.387.307 12s5.56 12 12.173 12c3.573 0 6.267-1.173 8.373-3.36 2.16-2.16 2.84-5.213 2.84-7.667 0-.76-.053-1.467-.173-2.053H12.48z'

/** Each provider's colours, so a row or a button is recognised at a glance. */
const TONES: Record<OauthProvider, string> = {
  vkid: 'bg-[#0077ff] text-white',
  steam: 'bg-[#1b2838] text-white',
  google: 'bg-white text-[#1a73e8]',
  yandex: 'bg-[#fc3f1d] text-white',
}

/** A provider's mark in a rounded tile (decorative: the name is always written beside it). */
export function OauthProviderMark({
  provider,
  className,
}: {
  provider: OauthProvider
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-xl',
        TONES[provider],
        className
      )}
    >
      {provider === 'vkid' && <BrandIcon name="vk" className="size-5" />}
      {provider === 'google' && (
        <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" className="size-4.5">
          <path d={GOOGLE_PATH} />
        </svg>
      )}
      {provider === 'steam' && <Gamepad2 className="size-5" />}
      {provider === 'yandex' && <span className="font-display text-lg font-bold">Я</span>}
    </span>
  )
}
