import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { readdir, readFile } from 'node:fs/promises'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as lucide from 'lucide-react'
import createLucideIcon, { type IconProps } from '../../../inertia/lib/lucide_icon.js'

type IconModule = {
  default: ComponentType<IconProps>
  __iconData: Parameters<typeof createLucideIcon>[0]
}

/** The names the pages import from lucide-react (inertia/**), each once. */
async function importedIconNames() {
  const names = new Set<string>()
  const files = await readdir(app.makePath('inertia'), { recursive: true })
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    const source = await readFile(app.makePath('inertia', file), 'utf8')
    for (const [, list] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const part of list.split(',')) names.add(part.trim().split(/\s+as\s+/)[0])
    }
  }
  return [...names].filter((name) => /^[A-Z]\w*$/.test(name))
}

/** lucide's icon modules, which carry the path data, by their component's name. */
async function iconModules() {
  const directory = app.makePath('node_modules/lucide-react/dist/esm/icons')
  const modules = new Map<string | undefined, IconModule>()
  const files = await readdir(directory)
  for (const file of files.filter((name) => name.endsWith('.mjs'))) {
    const module = (await import(`lucide-react/icons/${file.replace(/\.mjs$/, '')}`)) as IconModule
    if (module.__iconData) modules.set(module.default.displayName, module)
  }
  return modules
}

/** The props the pages pass to icons, one set at a time. */
const propSets: IconProps[] = [
  {},
  { className: 'size-4 shrink-0' },
  { 'className': 'size-4  lucide  size-4', 'strokeWidth': 1.5, 'aria-hidden': true },
  { size: 18, color: '#f0f', strokeWidth: '3' },
  { 'width': 20, 'height': 12, 'aria-label': 'Label', 'role': 'img' },
  { 'className': 'text-accent1', 'style': { opacity: 0.5 }, 'data-state': 'on' } as IconProps,
  { children: createElement('title', null, 'Named') },
]

test.group('Lucide icons in the client build', () => {
  test('draw the markup lucide-react draws for every icon the pages import', async ({ assert }) => {
    const modules = await iconModules()
    const names = await importedIconNames()
    assert.isAbove(names.length, 20)
    for (const name of names) {
      // What the server render draws: lucide-react as Node loads it.
      const real = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name]
      const module = modules.get(real.displayName)
      assert.exists(module, `${name} is not one of lucide's icon modules`)
      const ours = createLucideIcon(module!.__iconData)
      for (const props of propSets) {
        assert.equal(
          renderToStaticMarkup(createElement(ours, props)),
          renderToStaticMarkup(createElement(real, props)),
          `${name} with ${JSON.stringify(props)}`
        )
      }
    }
  })
})
