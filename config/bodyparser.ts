import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    // Routes that take files, by pattern (here or in processManually); any other route
    // refuses a multipart body unread (app/middleware/body_parser_middleware.ts, docs/decisions.md).
    autoProcess: [
      '/api/v1/document/image/context/original/:id/upload',
      '/api/v1/user/skin/upload',
      '/api/v1/user/cape/upload',
      '/api/v1/user/avatar/upload',
      '/:lang/staff/cover-arts',
    ],
    convertEmptyStringsToNull: true,
    // Launcher builds stream to the disk under their own limit (app/http/launcher_build_form.ts).
    processManually: ['/:lang/staff/launcher/builds'],
    limit: '20mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
