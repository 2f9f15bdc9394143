import { MagicCircle } from '~/components/app/magic_circle'
import { cn } from '~/lib/cn'

/** Crystal shards floating around the circle: position, size, hue and animation delay. */
const SHARDS = [
  { x: '8%', y: '14%', size: 54, hue: 'var(--tripleGradient1)', delay: '0s' },
  { x: '82%', y: '8%', size: 36, hue: 'var(--tripleGradient3)', delay: '-2s' },
  { x: '88%', y: '70%', size: 60, hue: 'var(--tripleGradient2)', delay: '-4s' },
  { x: '4%', y: '74%', size: 30, hue: 'var(--tripleGradient3)', delay: '-1s' },
]

const SPARKLES = [
  { x: '20%', y: '6%', delay: '0s' },
  { x: '70%', y: '22%', delay: '-1.2s' },
  { x: '94%', y: '40%', delay: '-2.1s' },
  { x: '14%', y: '50%', delay: '-0.6s' },
  { x: '60%', y: '90%', delay: '-2.8s' },
  { x: '36%', y: '96%', delay: '-1.7s' },
]

function Shard({ size, hue }: { size: number; hue: string }) {
  return (
    <svg width={size} height={size * 1.6} viewBox="0 0 40 64" aria-hidden="true">
      <path d="M20 0 36 22 20 64 4 22Z" style={{ fill: hue }} fillOpacity=".22" />
      <path d="M20 0 36 22 20 64 4 22Z" style={{ stroke: hue }} strokeWidth="1.2" fill="none" />
      <path d="M20 0 20 64M4 22h32" style={{ stroke: hue }} strokeOpacity=".6" strokeWidth=".8" />
      <path d="M20 0 36 22H20Z" fill="#fff" fillOpacity=".22" />
    </svg>
  )
}

/** The home hero's art: the magic circle with floating crystal shards and twinkling sparkles. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('pointer-events-none relative aspect-square', className)}>
      <div className="absolute inset-[8%] rounded-full bg-[radial-gradient(closest-side,var(--glowDark),transparent)]" />
      <MagicCircle className="absolute inset-0 size-full" />
      {SHARDS.map((shard) => (
        <div
          key={shard.x + shard.y}
          className="absolute animate-float"
          style={{ left: shard.x, top: shard.y, animationDelay: shard.delay }}
        >
          <div style={{ filter: `drop-shadow(0 0 14px ${shard.hue})` }}>
            <Shard size={shard.size} hue={shard.hue} />
          </div>
        </div>
      ))}
      {SPARKLES.map((sparkle) => (
        <svg
          key={sparkle.x + sparkle.y}
          viewBox="-6 -6 12 12"
          className="absolute size-4 animate-twinkle"
          style={{ left: sparkle.x, top: sparkle.y, animationDelay: sparkle.delay }}
        >
          <path
            d="M0-6C.6-1.2 1.2-.6 6 0 1.2.6.6 1.2 0 6-.6 1.2-1.2.6-6 0-1.2-.6-.6-1.2 0-6Z"
            style={{ fill: 'var(--glowUltraLight)' }}
          />
        </svg>
      ))}
    </div>
  )
}
