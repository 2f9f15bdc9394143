import { useEffect, useRef } from 'react'
import type uPlot from 'uplot'

export type ChartSeries = { label: string; values: number[] }

type UplotChartProps = {
  /** X values in seconds since the epoch (uPlot's time scale). */
  x: number[]
  series: ChartSeries[]
  /** Labels of the x axis ticks and the hover legend, in the page's language. */
  formatX: (seconds: number) => string
  formatY: (value: number) => string
  /** Bars for buckets (playtime per day), lines otherwise. */
  bars?: boolean
  height?: number
}

/** A theme colour of the page (canvas needs the value, not the CSS variable). */
function themeColor(name: string, fallback: string) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

/** `#rrggbb` with an alpha; canvas does not read color-mix(). */
function withAlpha(hex: string, alpha: number) {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex
  return `${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`
}

/**
 * A uPlot chart sized to its container (ResizeObserver). uPlot and its styles are imported
 * when the chart mounts, so only pages that draw one download them; the server renders an
 * empty box of the same height, so nothing shifts.
 */
export function UplotChart({
  x,
  series,
  formatX,
  formatY,
  bars = false,
  height = 260,
}: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)

  useEffect(() => {
    let cancelled = false
    let observer: ResizeObserver | null = null
    const element = box.current
    if (!element) return

    void (async () => {
      const [{ default: UPlot }] = await Promise.all([
        import('uplot'),
        import('uplot/dist/uPlot.min.css'),
      ])
      if (cancelled) return
      const accent = themeColor('--accent1', '#8b5cf6')
      const text = themeColor('--text-muted', '#aaa5c8')
      const grid = 'rgba(255,255,255,0.06)'
      const axis = {
        stroke: text,
        grid: { stroke: grid },
        ticks: { stroke: grid },
        font: '12px system-ui, sans-serif',
      }
      const options: uPlot.Options = {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { points: { size: 8 } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((tick) => formatX(tick)) },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => formatY(tick)) },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: accent,
            width: bars ? 0 : 2,
            fill: withAlpha(accent, bars ? 0.7 : 0.22),
            points: { show: false },
            paths: bars ? UPlot.paths.bars!({ size: [0.7, 24] }) : undefined,
          })),
        ],
      }
      plot.current?.destroy()
      plot.current = new UPlot(options, [x, ...series.map((line) => line.values)], element)
      observer = new ResizeObserver(() => {
        plot.current?.setSize({ width: element.clientWidth, height })
      })
      observer.observe(element)
    })()

    return () => {
      cancelled = true
      observer?.disconnect()
      plot.current?.destroy()
      plot.current = null
    }
  }, [x, series, formatX, formatY, bars, height])

  return <div ref={box} aria-hidden="true" className="w-full" style={{ height }} />
}
