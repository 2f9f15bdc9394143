import { clsx, type ClassValue } from 'clsx'

/*
| Class joining with Tailwind conflict resolution: a later utility wins over an
| earlier one of the same group (`px-4` … `px-2`), and a shorthand over its parts
| (`p-2` over `px-4`, `size-4` over `w-6`). It follows tailwind-merge's rules for
| the utilities this project writes, in a tenth of its weight on every page (#8);
| tests/unit/platform/cn.spec.ts checks it against tailwind-merge on every class
| the pages use. A class it does not know is kept, like tailwind-merge does.
*/

const KEYWORDS: Record<string, string> = {}
for (const [group, words] of Object.entries({
  'display':
    'block inline inline-block flex inline-flex grid inline-grid contents hidden table flow-root list-item table-row table-cell',
  'position': 'static fixed absolute relative sticky',
  'visibility': 'visible invisible collapse',
  'sr': 'sr-only not-sr-only',
  'isolation': 'isolate isolation-auto',
  'case': 'uppercase lowercase capitalize normal-case',
  'style': 'italic not-italic',
  'decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'nums-spacing': 'tabular-nums proportional-nums',
  'text-align': 'text-left text-center text-right text-justify text-start text-end',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-wrap-reverse flex-nowrap',
  'flex': 'flex-1 flex-auto flex-initial flex-none',
  'border-style':
    'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'outline-style':
    'outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double',
  'object-fit': 'object-contain object-cover object-fill object-none object-scale-down',
  'list-position': 'list-inside list-outside',
  'resize': 'resize resize-x resize-y resize-none',
  'transform': 'transform transform-cpu transform-gpu transform-none',
  'filter': 'filter filter-none',
  'bg-size': 'bg-auto bg-cover bg-contain',
  'bg-repeat': 'bg-repeat bg-no-repeat bg-repeat-x bg-repeat-y bg-repeat-round bg-repeat-space',
  'bg-image': 'bg-none',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group
}

/** Utilities named by a prefix and a value; the longest prefix wins. */
const PREFIXES = (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap gap-x gap-y w h size min-w min-h max-w max-h ' +
  'inset inset-x inset-y start end top right bottom left z opacity order duration ease delay leading ' +
  'tracking grid-cols grid-rows col-span col-start col-end row-span row-start row-end auto-cols auto-rows ' +
  'items self justify justify-self justify-items place-items place-content place-self content origin ' +
  'transition aspect backdrop-blur backdrop-saturate basis grow shrink cursor fill stroke overflow overflow-x ' +
  'overflow-y whitespace break select pointer-events scroll-m scroll-mt scroll-mb scroll-p rotate scale ' +
  'scale-x scale-y translate-x translate-y skew-x skew-y list underline-offset outline-offset will-change ' +
  'appearance field-sizing line-clamp blur brightness contrast saturate rounded rounded-s rounded-e ' +
  'rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl ' +
  'rounded-tr rounded-br rounded-bl align object mask-image divide-x divide-y'
)
  .split(' ')
  .sort((a, b) => b.length - a.length)

const INSETS = /^(inset(-[xy])?|start|end|top|right|bottom|left)$/
const INSET_VALUE = /^([\d./]+|px|auto|full|\[.+\]|\(.+\))$/

/** The prefixes that are a utility on their own too (`rounded`, `grow`). */
const BARE = /^(rounded(-[setrbl]{1,2})?|grow|shrink|blur|backdrop-blur|transition|divide-[xy])$/

/** A group and the groups it replaces when it comes later. */
const CONFLICTS: Record<string, string[]> = {
  'p': ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  'px': ['pr', 'pl', 'ps', 'pe'],
  'py': ['pt', 'pb'],
  'm': ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  'mx': ['mr', 'ml', 'ms', 'me'],
  'my': ['mt', 'mb'],
  'gap': ['gap-x', 'gap-y'],
  'size': ['w', 'h'],
  'inset': ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  'flex': ['basis', 'grow', 'shrink'],
  'overflow': ['overflow-x', 'overflow-y'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
  'rounded': ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'].concat(
    'ss se ee es tl tr br bl'.split(' ').map((corner) => `rounded-${corner}`)
  ),
  'border-w': 'x y s e t r b l'.split(' ').map((side) => `border-w-${side}`),
  'border-color': 'x y s e t r b l'.split(' ').map((side) => `border-color-${side}`),
  'scale': ['scale-x', 'scale-y'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
}

const SIZES = /^(x?s|sm|md|lg|x?l|base|[2-9]xl)$/
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix)\(.+\)$/
const IMAGE =
  /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(/
const SHADOW = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/

/** `[length:1px]` → ['length', '1px']; `[1px]` → ['', '1px']; not arbitrary → undefined. */
function arbitrary(value: string) {
  const match = /^\[(?:([a-z-]+):)?(.+)\]$/.exec(value)
  return match ? [match[1] ?? '', match[2]] : undefined
}

const isLength = (value: string) => {
  const inner = arbitrary(value)
  if (!inner) return false
  return inner[0] ? inner[0] === 'length' : LENGTH.test(inner[1]) && !COLOR_FUNCTION.test(inner[1])
}
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value)

/** The group of a color-or-something utility: `kind` when `test` says so, else its color. */
function colorOr(root: string, kind: string, test: boolean) {
  return test ? `${root}-${kind}` : `${root}-color`
}

/** The group of a utility without variants, importance or minus sign; undefined if unknown. */
function groupOf(utility: string): string | undefined {
  if (utility.startsWith('[')) return utility.slice(0, utility.indexOf(':') + 1)
  const keyword = KEYWORDS[utility]
  if (keyword) return keyword
  const dash = utility.indexOf('-')
  const root = dash < 0 ? utility : utility.slice(0, dash)
  const value = dash < 0 ? '' : utility.slice(dash + 1)
  const plain = value.replace(/\/[\w.]+$/, '')
  if (!value && /^(text|font|bg|from|via|to|animate|divide|drop)$/.test(root)) return undefined
  switch (root) {
    case 'text':
      return plain && (SIZES.test(plain) || isLength(plain)) ? 'font-size' : 'text-color'
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(
        value
      )
        ? 'font-weight'
        : 'font-family'
    case 'bg': {
      if (/^(linear|radial|conic)(-|$)/.test(value)) return 'bg-image'
      if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position'
      if (value.startsWith('clip-')) return 'bg-clip'
      const inner = arbitrary(value)
      if (inner && /^(length|size)$/.test(inner[0])) return 'bg-size'
      if (inner && (inner[0] === 'image' || IMAGE.test(inner[1]))) return 'bg-image'
      return 'bg-color'
    }
    case 'border': {
      const side = /^([xysetrbl])(-|$)/.exec(value)
      const rest = side ? value.slice(2) : value
      const suffix = side ? `-${side[1]}` : ''
      if (!side && /^(collapse|separate|spacing)/.test(value)) return `border-${value}`
      return (!rest || isNumber(rest) || isLength(rest) ? 'border-w' : 'border-color') + suffix
    }
    case 'ring':
      if (value.startsWith('offset-')) {
        return colorOr('ring-offset', 'w', isNumber(value.slice(7)) || isLength(value.slice(7)))
      }
      return value === 'inset'
        ? 'ring-inset'
        : colorOr(root, 'w', !value || isNumber(value) || isLength(value))
    case 'outline':
      if (value.startsWith('offset-')) return 'outline-offset'
      return colorOr(root, 'w', !value || isNumber(value) || isLength(value))
    case 'shadow':
    case 'drop': {
      const kind = root === 'drop' ? 'drop-shadow' : 'shadow'
      const size = root === 'drop' ? value.replace(/^shadow-?/, '') : value
      const inner = arbitrary(size)
      return colorOr(
        kind,
        'size',
        !size ||
          size === 'none' ||
          size === 'inner' ||
          /^(2?x?s|sm|md|lg|x?l|2xl)$/.test(size) ||
          (!!inner && (inner[0] === 'shadow' || SHADOW.test(inner[1])))
      )
    }
    case 'from':
    case 'via':
    case 'to':
      return colorOr(root, 'position', /%$/.test(value) || isLength(value))
    case 'animate':
      // tailwind-merge knows only Tailwind's own animations.
      return /^(none|spin|ping|pulse|bounce|\[.+\]|\(.+\))$/.test(value) ? 'animate' : undefined
    case 'divide':
      if (!/^[xy](-|$)/.test(value)) return 'divide-color'
  }
  for (const prefix of PREFIXES) {
    if (utility === prefix) return BARE.test(prefix) ? prefix : undefined
    if (utility.startsWith(`${prefix}-`)) {
      // `top-right` is no class (a toast position in a prop, say); insets take lengths.
      if (INSETS.test(prefix) && !INSET_VALUE.test(utility.slice(prefix.length + 1)))
        return undefined
      if (prefix === 'object') return 'object-position'
      if (prefix === 'list') return 'list-type'
      if (prefix === 'stroke') return isNumber(value) ? 'stroke-w' : 'stroke'
      return prefix
    }
  }
  return undefined
}

/** Splits `md:hover:px-2!` into its sorted variants, importance and group. */
function conflictKey(name: string): [string, string] | undefined {
  let depth = 0
  let start = 0
  const variants: string[] = []
  for (let index = 0; index < name.length; index++) {
    const char = name[index]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      variants.push(name.slice(start, index))
      start = index + 1
    }
  }
  let utility = name.slice(start)
  const important = utility.startsWith('!') || utility.endsWith('!')
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '')
  const group = groupOf(utility)
  if (!group) return undefined
  // Variants between arbitrary ones (`[&>svg]:`) keep their order; the others are sorted.
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant.startsWith('[')) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  sorted.push(...run.sort())
  return [`${sorted.join(':')}:${important ? '!' : ''}`, group]
}

/**
 * Results by joined input: components pass the same class strings on every
 * render, and resolving them was half the server render time of a logged-in
 * page (a CPU profile, #8). Bounded: emptied when full, as tailwind-merge's cache.
 */
const resolved = new Map<string, string>()
const RESOLVED_LIMIT = 4096

function resolve(joined: string) {
  const classes = joined.split(' ').filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let index = classes.length - 1; index >= 0; index--) {
    const key = conflictKey(classes[index])
    if (key) {
      const [prefix, group] = key
      if (taken.has(prefix + group)) continue
      taken.add(prefix + group)
      for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other)
    }
    kept.push(classes[index])
  }
  return kept.reverse().join(' ')
}

/** Joins class names; a later Tailwind utility wins over a conflicting earlier one. */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs)
  let result = resolved.get(joined)
  if (result === undefined) {
    result = resolve(joined)
    if (resolved.size >= RESOLVED_LIMIT) resolved.clear()
    resolved.set(joined, result)
  }
  return result
}
