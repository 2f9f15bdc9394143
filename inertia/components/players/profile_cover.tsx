import { coverGlowBackground, coverStylePattern, type CoverView } from '@domain/accounts/covers'
import { cn } from '~/lib/cn'

/**
 * A profile's banner (spec §2 cabinet → cover): the art when chosen, the style's pattern and
 * the glow's colours over it. Decorative: it carries no content of its own.
 */
export function ProfileCover({ cover, className }: { cover: CoverView; className?: string }) {
  const pattern = coverStylePattern(cover.style)
  return (
    <div
      aria-hidden="true"
      data-testid="profile-cover"
      data-glow={cover.glow ?? 'none'}
      data-style={cover.style ?? 'none'}
      className={cn('relative h-28 overflow-hidden rounded-2xl sm:h-36', className)}
      style={{ background: coverGlowBackground(cover.glow) }}
    >
      {cover.art && (
        <img
          src={cover.art}
          alt=""
          data-testid="profile-cover-art"
          className="absolute inset-0 size-full object-cover opacity-80 mix-blend-luminosity"
        />
      )}
      {pattern && <div className="absolute inset-0" style={{ backgroundImage: pattern }} />}
      <div className="absolute inset-0 bg-linear-to-t from-black/45 to-transparent" />
    </div>
  )
}
