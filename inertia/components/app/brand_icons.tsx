import type { SVGProps } from 'react'
import sprite from './brand_icons.svg?no-inline'

/*
| Community brand marks (simple-icons, CC0), filled with currentColor.
| Lucide no longer ships brand icons, so the four the footer needs live here,
| as symbols of one hashed, cached sprite rather than path data in every
| page's script (#8).
*/
export type BrandName = 'discord' | 'vk' | 'youtube' | 'telegram'

export function BrandIcon({ name, ...props }: { name: BrandName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
