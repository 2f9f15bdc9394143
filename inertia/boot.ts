import './css/app.css'

/**
 * The entry of every page (#8). The server's HTML paints first with its
 * CSS and fonts; the app (React, the page's chunk and imports, the
 * translations, all listed by the layout in `meta[name="tm-preload"]`)
 * is requested once that first contentful paint is done, so it neither
 * competes with what the first view needs nor holds its paint back.
 * Links and forms work before hydration (docs/decisions.md).
 */
function preloadPageModules() {
  const list = document.querySelector<HTMLMetaElement>('meta[name="tm-preload"]')?.content ?? ''
  for (const url of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    if (url.endsWith('.json')) {
      Object.assign(link, { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' })
    } else {
      link.rel = 'modulepreload'
    }
    link.href = url
    document.head.append(link)
  }
}

function start() {
  preloadPageModules()
  void import('./app')
}

/** Calls back once the page has painted its first content (at once if it has). */
function afterFirstPaint(callback: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  if (painted() || document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) {
    return callback()
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer.disconnect()
    callback()
  }
  const observer = new PerformanceObserver(() => painted() && once())
  observer.observe({ type: 'paint', buffered: true })
  // A page with nothing contentful to paint still starts.
  setTimeout(once, 3000)
}

const CONTROLS = 'button, [role="button"]'

/** A held control, and where to find it again if React replaced its node. */
type Held = { control: HTMLElement; index: number; label: string }

/**
 * The held control itself, or the one React put in its place: a component
 * that draws a stand-in until its code loads (after_hydration.tsx), or a
 * subtree React renders anew after a hydration mismatch, swaps the node.
 * The replacement sits at the same place among the page's controls, with
 * the same label.
 */
function current({ control, index, label }: Held) {
  if (control.isConnected) return control
  const now = document.querySelectorAll<HTMLElement>(CONTROLS)[index]
  return now?.textContent === label ? now : null
}

/**
 * A button does nothing until React has hydrated it, so a click on one
 * before then (the store's "Купить", a tab, a menu) is held and replayed
 * once the page is interactive (AppShell fires `tm:hydrated`). Links and
 * forms with an action work natively and are left alone (#27 item 9).
 */
function holdEarlyClicks() {
  const held: Held[] = []
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest<HTMLElement>(CONTROLS)
    if (!control || control.closest('a[href]')) return
    const native = control instanceof HTMLButtonElement && control.type === 'submit'
    if (native && control.form?.hasAttribute('action')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (held.some((entry) => entry.control === control)) return
    const index = [...document.querySelectorAll(CONTROLS)].indexOf(control)
    held.push({ control, index, label: control.textContent ?? '' })
  }
  document.addEventListener('click', hold, true)
  window.addEventListener(
    'tm:hydrated',
    () => {
      document.removeEventListener('click', hold, true)
      for (const entry of held.splice(0)) {
        const control = current(entry)
        if (!control) continue
        // Menus open on pointerdown, tabs choose on mousedown (radix), buttons act on click:
        // replay what a real click sends, in its order.
        const press = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }
        control.dispatchEvent(new PointerEvent('pointerdown', press))
        control.dispatchEvent(new MouseEvent('mousedown', press))
        control.dispatchEvent(new PointerEvent('pointerup', press))
        control.dispatchEvent(new MouseEvent('mouseup', press))
        control.click()
      }
    },
    { once: true }
  )
}

holdEarlyClicks()
afterFirstPaint(start)
