import { test } from '@japa/runner'
import { createElement, createRef, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Slot } from '../../../inertia/components/ui/slot.js'
import { pagePath } from '#tests/support/urls'

type Merged = ReactElement<Record<string, (...args: unknown[]) => void>>

test.group('Slot (Button asChild)', () => {
  test('renders the child with the slot props merged in, the child winning', ({ assert }) => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        {
          'className': 'btn',
          'style': { color: 'red', margin: 1 },
          'title': 'slot',
          'aria-busy': true,
        },
        createElement(
          'a',
          {
            href: pagePath('ru', 'network.servers.index'),
            className: 'wide',
            style: { color: 'blue' },
            title: 'own',
          },
          'Go'
        )
      )
    )
    assert.equal(
      html,
      // eslint-disable-next-line no-restricted-syntax -- raw path: HTML the slot renders
      '<a href="/ru/servers" class="btn wide" style="color:blue;margin:1px" title="own" aria-busy="true">Go</a>'
    )
  })

  test('runs both event handlers, the child first, and sets both refs', ({ assert }) => {
    const calls: string[] = []
    const slotRef = createRef<unknown>()
    let childNode: unknown = null
    const element = Slot({
      onClick: (event: unknown) => calls.push(`slot ${event}`),
      ref: slotRef,
      children: createElement('button', {
        onClick: (event: unknown) => calls.push(`child ${event}`),
        ref: (node: unknown) => {
          childNode = node
        },
      }),
    }) as Merged
    element.props.onClick('click')
    element.props.ref('node')
    assert.deepEqual(calls, ['child click', 'slot click'])
    assert.equal(slotRef.current, 'node')
    assert.equal(childNode, 'node')
  })

  test('keeps a handler only one side gives, and renders nothing for a non-element', ({
    assert,
  }) => {
    const onFocus = () => {}
    const element = Slot({ onFocus, children: createElement('a') }) as Merged
    assert.strictEqual(element.props.onFocus, onFocus)
    assert.isNull(Slot({ children: 'text' }))
  })
})
