import { useId, type ReactNode } from 'react'
import { cn } from '~/lib/cn'

const C = 300

/** Small rune glyphs (12×16 box, centred on 0,0) that ring the circle. */
const GLYPHS = [
  'M0-8v16M-5-3l5 4 5-4',
  'M-5 0 0-7 5 0 0 7Z',
  'M0-8v16M-5-4h10M-5 2h10',
  'M-5-7 5 7M5-7-5 7',
  'M-5 6-5-6 5 6 5-6',
  'M-5-6h10L0 7Z',
  'M0-8v16m-5-4 5 4 5-4',
  'M-5-7v14h10',
]

const round = (value: number) => value.toFixed(2)

/** A point on the circle of radius r at angle a (degrees, 0 at the top). */
function polar(r: number, a: number) {
  const rad = ((a - 90) * Math.PI) / 180
  return [round(C + r * Math.cos(rad)), round(C + r * Math.sin(rad))]
}

function polygon(r: number, sides: number, offset = 0) {
  return Array.from({ length: sides }, (_, index) =>
    polar(r, offset + (360 / sides) * index).join(',')
  ).join(' ')
}

const TICKS = Array.from({ length: 120 }, (_, index) => {
  const long = index % 5 === 0
  const [x1, y1] = polar(long ? 268 : 274, index * 3)
  const [x2, y2] = polar(284, index * 3)
  return { x1, y1, x2, y2, long }
})

const RUNES = Array.from({ length: 24 }, (_, index) => ({
  angle: index * 15,
  d: GLYPHS[(index * 5) % GLYPHS.length],
}))

const NODES = Array.from({ length: 6 }, (_, index) => polar(196, index * 60))

/** One layer of the circle; the turning ones are whole elements so the compositor rotates them. */
function Layer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 600 600" fill="none" className={cn('absolute inset-0 size-full', className)}>
      {children}
    </svg>
  )
}

/**
 * The product's signature art: a techno-magic circle of rune rings, a
 * hexagram and circuit spokes, drawn in the theme gradient. The rings turn
 * slowly (stopped for reduced motion); it is decorative only.
 */
export function MagicCircle({ className }: { className?: string }) {
  const id = useId()
  const stroke = `url(#${id}-stroke)`
  const core = `${id}-core`
  return (
    <div aria-hidden="true" className={cn('pointer-events-none relative aspect-square', className)}>
      <Layer>
        <defs>
          <linearGradient
            id={`${id}-stroke`}
            x1="0"
            y1="0"
            x2="600"
            y2="600"
            gradientUnits="userSpaceOnUse"
          >
            <stop offset="0" style={{ stopColor: 'var(--tripleGradient1)' }} />
            <stop offset=".5" style={{ stopColor: 'var(--tripleGradient2)' }} />
            <stop offset="1" style={{ stopColor: 'var(--tripleGradient3)' }} />
          </linearGradient>
          <radialGradient id={core}>
            <stop offset="0" style={{ stopColor: 'var(--accent1)', stopOpacity: 0.45 }} />
            <stop offset=".45" style={{ stopColor: 'var(--accent1)', stopOpacity: 0.12 }} />
            <stop offset="1" style={{ stopColor: 'var(--accent1)', stopOpacity: 0 }} />
          </radialGradient>
        </defs>
        <circle cx={C} cy={C} r="300" fill={`url(#${core})`} />
        <g stroke={stroke}>
          <polygon points={polygon(196, 3)} strokeOpacity=".75" strokeWidth="1.5" />
          <polygon points={polygon(196, 3, 60)} strokeOpacity=".75" strokeWidth="1.5" />
          <circle cx={C} cy={C} r="196" strokeOpacity=".4" strokeDasharray="3 7" />
          <circle cx={C} cy={C} r="112" strokeOpacity=".8" strokeWidth="1.5" />
          <polygon points={polygon(112, 4, 45)} strokeOpacity=".5" />
          <polygon points={polygon(112, 4)} strokeOpacity=".5" />
          <circle
            cx={C}
            cy={C}
            r="64"
            strokeOpacity=".6"
            strokeDasharray="1 5"
            strokeWidth="2"
            strokeLinecap="round"
          />
          {NODES.map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r="9" style={{ fill: 'var(--background)' }} strokeWidth="1.5" />
              <circle cx={x} cy={y} r="3" style={{ fill: 'var(--glowUltraLight)' }} stroke="none" />
            </g>
          ))}
        </g>
        <path
          d="M300 248 316 300 300 352 284 300Z M248 300 300 290 352 300 300 310Z"
          style={{ fill: 'var(--glowUltraLight)' }}
          fillOpacity=".9"
        />
      </Layer>

      <Layer className="animate-spin-slow will-change-transform">
        <g stroke={stroke}>
          <circle cx={C} cy={C} r="292" strokeOpacity=".35" strokeWidth="1" />
          {TICKS.map((tick, index) => (
            <line
              key={index}
              x1={tick.x1}
              y1={tick.y1}
              x2={tick.x2}
              y2={tick.y2}
              strokeWidth={tick.long ? 2 : 1}
              strokeOpacity={tick.long ? 0.9 : 0.45}
            />
          ))}
        </g>
      </Layer>

      <Layer className="animate-spin-reverse will-change-transform">
        <g stroke={stroke}>
          <circle cx={C} cy={C} r="262" strokeOpacity=".7" strokeWidth="1.5" />
          <circle cx={C} cy={C} r="232" strokeOpacity=".5" strokeWidth="1" />
          {RUNES.map((rune) => (
            <path
              key={rune.angle}
              d={rune.d}
              transform={`rotate(${rune.angle} ${C} ${C}) translate(${C} ${C - 247})`}
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeOpacity=".9"
            />
          ))}
        </g>
      </Layer>
    </div>
  )
}
