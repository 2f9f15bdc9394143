import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react'

type Props = Record<string, unknown> & { children?: ReactNode }

/** Both refs get the node. */
function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node)
      else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node
    }
  }
}

/**
 * Renders its only child with its own props merged in, by Radix Slot's rules:
 * the child's props win, except that both event handlers run (the child's
 * first), class names join, styles merge and both refs are set. Radix's Slot
 * and the ref helpers it brings were 1.5 KB gzip of every page's first script
 * for `<Button asChild>` alone (#8); Radix's own components keep theirs.
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement<Props>(children)) return null
  const childProps = children.props
  const merged: Props = { ...slotProps, ...childProps }
  for (const [name, value] of Object.entries(slotProps)) {
    const own = childProps[name]
    if (own === undefined || value === undefined) continue
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        own(...args)
        value(...args)
      }
    } else if (name === 'className') merged.className = `${value} ${own}`
    else if (name === 'style') merged.style = { ...(value as object), ...(own as object) }
    else if (name === 'ref') merged.ref = composeRefs(value, own) as Ref<unknown>
  }
  return cloneElement(children, merged)
}
