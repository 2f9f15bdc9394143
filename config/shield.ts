import { defineConfig } from '@adonisjs/shield'

const shieldConfig = defineConfig({
  csp: {
    enabled: false,
  },
  csrf: {
    enabled: true,
    // The JSON API authenticates with token headers, not cookies a page could ride on.
    exceptRoutes: (ctx) => ctx.request.url().startsWith('/api/'),
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'SAMEORIGIN',
  },
  // HSTS only over HTTPS, and the CSP for every page, are set by security_headers_middleware.
  hsts: {
    enabled: false,
  },
  contentTypeSniffing: {
    enabled: true,
  },
})

export default shieldConfig
