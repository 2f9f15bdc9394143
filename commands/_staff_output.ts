import i18nManager from '@adonisjs/i18n/services/main'
import type { BaseCommand } from '@adonisjs/core/ace'
import DomainException from '#exceptions/domain_exception'
import type { StaffMembership } from '#services/accounts/staff_service'

type Translate = (key: string, data?: Record<string, unknown>) => string

/** Operator messages of the staff:* commands, in English (console tooling). */
export async function staffMessages(): Promise<Translate> {
  await i18nManager.loadTranslations()
  const i18n = i18nManager.locale('en')
  return (key, data) => i18n.t(key, data)
}

export function printMemberships(
  command: BaseCommand,
  nickname: string,
  memberships: StaffMembership[],
  t: Translate
) {
  command.logger.info(t('accounts.staff.memberships', { nickname, count: memberships.length }))
  for (const { group, permissions } of memberships) {
    const list = permissions.length > 0 ? permissions.join(', ') : t('accounts.staff.none')
    command.logger.log(`  ${t('accounts.staff.membership', { group, permissions: list })}`)
  }
}

/** Prints a broken rule as one translated line and fails the command; rethrows anything else. */
export function printStaffFailure(command: BaseCommand, error: unknown, t: Translate) {
  if (!(error instanceof DomainException)) throw error
  command.logger.error(t(error.translationKey, error.data))
  command.exitCode = 1
}
