import env from '#start/env'

/*
| Google reCAPTCHA v3 on login and registration (spec §5: a recaptcha value
| accompanies login calls). Without a secret verification is skipped (the
| embedded default); without a site key pages load no Google script.
*/
const recaptchaConfig = {
  secret: env.get('RECAPTCHA_SECRET') || null,
  siteKey: env.get('RECAPTCHA_SITE_KEY') || null,
  verifyUrl: env.get('RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
  /** Scores run from 0.0 (a bot) to 1.0 (a human); below this a token is refused. */
  minScore: env.get('RECAPTCHA_MIN_SCORE', 0.5),
  /** How long to wait for siteverify before calling the captcha unavailable. */
  timeoutMs: 5000,
}

export type RecaptchaConfig = typeof recaptchaConfig

export default recaptchaConfig
