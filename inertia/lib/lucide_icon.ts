import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconData = {
  name?: string
  size?: number
  aliases?: unknown[]
  node: [tag: string, attributes: Record<string, string>][]
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string
  children?: ReactNode
}

/** What lucide counts as the icon being labelled, so not aria-hidden. */
function labelled(props: Record<string, unknown>) {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') &&
      value !== null &&
      value !== undefined
  )
}

/**
 * The client build's `createLucideIcon` (vite.config.ts `lucideIcons`): lucide's
 * icon modules keep their path data, this draws them. It renders the markup
 * lucide-react's own does for the props the pages pass (class names, size,
 * colour, stroke width, labels; `tests/unit/platform/lucide_icon.spec.ts`
 * compares the two) without its provider context and attribute-name
 * machinery, 0.8 KB gzip less on every page (#8).
 */
export default function createLucideIcon(icon: IconData) {
  const names = [icon.name, ...(icon.aliases ?? [])]
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => `lucide-${name}`)
  const box = icon.size ?? 24
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { color, size, width, height, strokeWidth, className = '', children, ...rest },
    ref
  ) {
    const classes = new Set(['lucide', ...names, ...className.split(/\s+/).filter(Boolean)])
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children
    )
  })
}
