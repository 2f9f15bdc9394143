import { useCallback, useEffect } from 'react'

type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const SCRIPT_ID = 'tm-recaptcha'

/**
 * Google reCAPTCHA v3 (spec §5: a recaptcha value accompanies login calls).
 * The script loads only when the server shares a site key; without one
 * `token()` answers null and the server skips the check.
 */
export function useRecaptcha(siteKey: string | null) {
  useEffect(() => {
    if (!siteKey || document.getElementById(SCRIPT_ID)) return
    const script = document.createElement('script')
    script.id = SCRIPT_ID
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
    script.async = true
    document.head.appendChild(script)
  }, [siteKey])

  /** A fresh token for the action; null without a site key or when Google did not load. */
  return useCallback(
    (action: string) =>
      new Promise<string | null>((resolve) => {
        const grecaptcha = window.grecaptcha
        if (!siteKey || !grecaptcha) return resolve(null)
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, () => resolve(null))
        })
      }),
    [siteKey]
  )
}
