import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Scanner } from '@tailwindcss/oxide'
import { extendTailwindMerge } from 'tailwind-merge'
import { cn } from '../../../inertia/lib/cn.js'

/** tailwind-merge, the reference cn() follows; no cache, every pair is new. */
const twMerge = extendTailwindMerge({ cacheSize: 0 })

/** The class after its last variant (`md:hover:px-2` → `px-2`). */
function utilityOf(name: string) {
  let depth = 0
  let start = 0
  for (const [index, char] of [...name].entries()) {
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) start = index + 1
  }
  return name.slice(start)
}

/**
 * Every utility the pages write, as Tailwind itself finds them in inertia/, that
 * either implementation knows (a known class written twice comes out once).
 */
function usedUtilities() {
  const scanner = new Scanner({
    sources: [
      { base: app.makePath('inertia'), pattern: '**/*', negated: false },
      // cn.ts names its groups, not classes.
      { base: app.makePath('inertia'), pattern: 'lib/cn.ts', negated: true },
    ],
  })
  const utilities = new Set(scanner.scan().map(utilityOf))
  return [...utilities].filter(
    (name) => twMerge(`${name} ${name}`) === name || cn(`${name} ${name}`) === name
  )
}

test.group('cn', () => {
  test('resolves every pair of the used utilities as tailwind-merge does', ({ assert }) => {
    const utilities = usedUtilities()
    assert.isAbove(utilities.length, 400)
    const differences: string[] = []
    for (const first of utilities) {
      for (const second of utilities) {
        if (first === second) continue
        const classes = `${first} ${second}`
        const expected = twMerge(classes)
        if (cn(classes) !== expected) differences.push(`${classes} → ${expected}`)
      }
    }
    assert.deepEqual(differences.slice(0, 20), [])
  }).timeout(120_000)

  test('variants, importance and negative values: {0}')
    .with([
      'px-4 hover:px-2 px-3',
      'hover:px-4 px-2 hover:px-3',
      'md:hover:p-2 hover:md:p-4',
      '[&>svg]:size-4 [&>svg]:size-5 [&_svg]:size-3',
      'size-4! size-5 size-3!',
      '!px-0 px-0! px-2',
      'text-sm leading-6 text-base',
      'leading-6 text-sm',
      '-mt-2 mt-4 -mt-1',
      'p-4 px-2 py-1 pt-0',
      'px-2 p-4',
      'border border-b-0 border-accent1 border-0',
      'bg-white/5 bg-[linear-gradient(90deg,red,blue)] bg-surface',
      'line-clamp-2 block overflow-hidden line-clamp-3',
      'inset-0 top-2 inset-x-1',
      'font-semibold font-display font-bold',
      'shadow-glow shadow-none shadow-[0_0_8px_red]',
      'text-muted text-center text-[0.95rem] text-white',
      'rounded-lg rounded-t-none rounded-xl',
      'flex-1 shrink-0 basis-40 flex-none',
    ])
    .run(({ assert }, classes) => {
      assert.equal(cn(classes), twMerge(classes))
    })

  test('joins conditional classes like clsx', ({ assert }) => {
    assert.equal(cn('a', false && 'b', null, ['c', { d: true, e: false }]), 'a c d')
    assert.equal(cn(), '')
  })
})
