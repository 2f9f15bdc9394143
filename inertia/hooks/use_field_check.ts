import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, apiRequest } from '~/lib/api_client'
import { useMessages } from '~/hooks/use_t'

/** The fields POST /api/v1/user/validation checks alone (spec §5). */
export type CheckedField = 'login' | 'email' | 'password'

export type FieldCheck =
  { status: 'idle' | 'checking' | 'valid' } | { status: 'invalid'; message: string }

const IDLE: FieldCheck = { status: 'idle' }

/**
 * Live checks of single form fields through the JSON API (spec §5, §7
 * user/validation): the same rules and translated messages as the final
 * submit. Checks are debounced; an answer to an outdated value is dropped.
 */
export function useFieldCheck() {
  const translations = useMessages()
  const [checks, setChecks] = useState<Record<CheckedField, FieldCheck>>({
    login: IDLE,
    email: IDLE,
    password: IDLE,
  })
  const generation = useRef<Record<CheckedField, number>>({ login: 0, email: 0, password: 0 })
  const timers = useRef<Partial<Record<CheckedField, number>>>({})

  useEffect(() => {
    const pending = timers.current
    return () => Object.values(pending).forEach((timer) => window.clearTimeout(timer))
  }, [])

  const set = (field: CheckedField, check: FieldCheck) =>
    setChecks((current) => ({ ...current, [field]: check }))

  /** Forgets the field's result (its value changed); a pending check is dropped. */
  const reset = useCallback((field: CheckedField) => {
    window.clearTimeout(timers.current[field])
    generation.current[field] += 1
    set(field, IDLE)
  }, [])

  /** Checks the value after `delay` ms unless it changes first; an empty value is not checked. */
  const check = useCallback(
    (field: CheckedField, value: string, delay: number) => {
      reset(field)
      if (value === '') return
      const current = generation.current[field]
      timers.current[field] = window.setTimeout(async () => {
        set(field, { status: 'checking' })
        try {
          await apiRequest('POST', 'api.accounts.field_checks.store', {
            body: { field, value },
            shouldNotify: false,
            messages: translations,
          })
          if (generation.current[field] === current) set(field, { status: 'valid' })
        } catch (error) {
          if (generation.current[field] !== current) return
          // Only a validation answer says something about the value; others stay silent.
          const invalid = error instanceof ApiError && error.httpCode === 400
          set(field, invalid ? { status: 'invalid', message: error.outcome.message ?? '' } : IDLE)
        }
      }, delay)
    },
    [reset, translations]
  )

  return { checks, check, reset }
}
