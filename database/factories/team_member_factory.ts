import factory from '@adonisjs/lucid/factories'
import TeamMember from '#models/team_member'
import { UserFactory } from '#database/factories/user_factory'

/** A moderator on the team page. */
export const TeamMemberFactory = factory
  .define(TeamMember, () => ({ role: 'moderator' as const, position: 0 }))
  .relation('user', () => UserFactory)
  .build()
