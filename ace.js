/*
| JavaScript entrypoint for ace commands: registers the TypeScript hook,
| then loads bin/console.ts. The build overwrites this file.
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')
