import type { HttpContext } from '@adonisjs/core/http'
import { checkedFieldValidators, fieldCheckValidator } from '#validators/accounts/field_check'

/**
 * spec §5, §7 POST user/validation {field, value}: one field of the
 * registration form checked alone, by the same rules. Valid → 200
 * `{valid: true}`; otherwise the §8 validation error with its message.
 */
export default class FieldChecksController {
  async store({ request }: HttpContext) {
    const { field, value } = await request.validateUsing(fieldCheckValidator)
    await request.validateUsing(checkedFieldValidators[field], { data: { [field]: value } })
    return { valid: true }
  }
}
