import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@domain': `${import.meta.dirname}/app/domain/`,
    },
  },
  // No index.html to scan: name the entries so every dependency is bundled up front,
  // instead of a mid-session "new dependency" reload in development and tests.
  optimizeDeps: {
    entries: ['inertia/app.tsx', 'inertia/pages/**/*.tsx'],
  },
  server: {
    watch: { ignored: ['**/tmp/**', '**/build/**', '**/tests/artifacts/**'] },
    // Tests run several servers side by side; none of them needs live reload.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
  },
})
