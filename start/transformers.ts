/*
| Transformers without a stack trace per call in production (#29,
| app/http/transforms_without_stack.ts); development keeps the call site.
*/
import app from '@adonisjs/core/services/app'
import { installTransformsWithoutStack } from '#http/transforms_without_stack'

if (app.inProduction) installTransformsWithoutStack()
