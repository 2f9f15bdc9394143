import { defineConfig } from '@adonisjs/cors'

/**
 * The launcher and bots call the JSON API cross-origin with token headers,
 * never with cookies, so credentials stay off.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['Retry-After'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig
