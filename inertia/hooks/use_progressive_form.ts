import { useEffect, useRef } from 'react'
import type { FormDataErrors, FormDataType } from '@inertiajs/core'
import { useForm, usePage } from '@inertiajs/react'

/**
 * An Inertia form whose server-rendered HTML works before hydration: the
 * page renders it as a real `<form method="post" action>` with the CSRF
 * field, so a click in the first moments posts natively instead of being
 * lost. Once React takes over, what was typed or ticked meanwhile is read
 * back from the DOM, and the errors of a native post that came back are
 * put on the form.
 */
export function useProgressiveForm<T extends FormDataType<T>>(initial: T) {
  const form = useForm<T>(initial)
  const ref = useRef<HTMLFormElement>(null)
  const { errors } = usePage().props

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const entered = Object.fromEntries(
      Object.keys(initial).flatMap((key) => {
        const control = element.elements.namedItem(key)
        if (!(control instanceof HTMLInputElement)) return []
        return [[key, control.type === 'checkbox' ? control.checked : control.value]]
      })
    )
    form.setData({ ...form.data, ...entered })
    if (Object.keys(errors).length) form.setError(errors as FormDataErrors<T>)
    // Runs once, on hydration: later changes go through the inputs' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { form, ref }
}
