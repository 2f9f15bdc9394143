import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import type { AvatarOrSkin } from '@domain/players/looks'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-overlay ring-1 ring-white/12 select-none',
  {
    variants: {
      size: {
        xs: 'size-6 rounded-md text-[0.625rem]',
        sm: 'size-8 rounded-lg text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 rounded-2xl text-lg',
        xl: 'size-20 rounded-3xl text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  }
)

type AvatarProps = VariantProps<typeof avatarVariants> & {
  /** The player's login: the image's alt text and the initials. */
  name: string
  /** spec §3 avatar or skin; without it the fallback shows. */
  src?: AvatarOrSkin | null
  /** What stands in for a missing image: the default head or the initials. */
  fallback?: 'head' | 'initials'
  /** Hides the avatar from assistive tech when the name is written beside it. */
  decorative?: boolean
  className?: string
}

function initialsOf(name: string) {
  const words = name
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2)
  return letters.toUpperCase()
}

/** CSS pixels of each avatar size, for the browser to pick a file by the screen's density. */
const SIDES = { xs: 24, sm: 32, md: 40, lg: 56, xl: 80 } as const

/** The stored sizes of an avatar or skin head (`players.look_images.show`, docs/api.md). */
function lookSources(image: AvatarOrSkin, size: keyof typeof SIDES) {
  const kind = image.type === 'AVATAR' ? 'avatar' : 'skin'
  const url = (variant: string) =>
    pageUrl('players.look_images.show', '', { kind, key: image.id, variant })
  return {
    src: url('medium'),
    srcSet: `${url('small')} 32w, ${url('medium')} 64w, ${url('large')} 256w`,
    sizes: `${SIDES[size]}px`,
  }
}

/** A player's avatar: the image when there is one, else the default head or initials. */
export function Avatar({
  name,
  src,
  size,
  fallback = 'head',
  decorative = false,
  className,
}: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(avatarVariants({ size }), className)}
      aria-hidden={decorative || undefined}
    >
      {src && (
        <AvatarPrimitive.Image
          {...lookSources(src, size ?? 'md')}
          alt={decorative ? '' : name}
          className="size-full object-cover [image-rendering:pixelated]"
        />
      )}
      <AvatarPrimitive.Fallback
        className="grid size-full place-items-center"
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
      >
        {fallback === 'head' ? (
          <DefaultHead />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-full place-items-center bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] font-display font-semibold text-white"
          >
            {initialsOf(name)}
          </span>
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}

/**
 * The default player head: an 8×8 pixel face under a mage's hood, tinted
 * by the theme, drawn here so no skin file is needed.
 */
function DefaultHead() {
  const hood = { fill: 'color-mix(in oklab, var(--accent1) 40%, #14102b)' }
  const hoodShade = { fill: 'color-mix(in oklab, var(--accent1) 22%, #0b0a1a)' }
  const face = { fill: 'color-mix(in oklab, var(--accent1) 14%, #f1e9ff)' }
  const faceShade = { fill: 'color-mix(in oklab, var(--accent1) 30%, #cdbff0)' }
  return (
    <svg viewBox="0 0 8 8" className="size-full" shapeRendering="crispEdges" aria-hidden="true">
      <rect width="8" height="8" style={hood} />
      <rect x="1" y="2" width="6" height="6" style={face} />
      <rect x="1" y="2" width="6" height="1" style={hoodShade} />
      <rect x="1" y="6" width="6" height="2" style={faceShade} />
      <rect x="1" y="4" width="1" height="1" fill="#fff" />
      <rect x="2" y="4" width="1" height="1" style={{ fill: 'var(--accent2)' }} />
      <rect x="5" y="4" width="1" height="1" style={{ fill: 'var(--accent2)' }} />
      <rect x="6" y="4" width="1" height="1" fill="#fff" />
      <rect x="3" y="6" width="2" height="1" style={hoodShade} />
      <rect x="0" y="0" width="8" height="1" style={hoodShade} />
    </svg>
  )
}
