import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { groupByRole } from '@domain/content/team'
import { ListHeader } from '~/components/content/list_header'
import { Avatar } from '~/components/ui/avatar'
import { useT } from '~/hooks/use_t'

type Props = { members: Data.Content.TeamMember[] }

/** The team (spec §2): staff grouped by role, each with the avatar or the default head. */
export default function TeamShow({ members }: Props) {
  const t = useT()
  const groups = groupByRole(members)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Head title={t('content.team.title')} />
      <ListHeader title={t('content.team.title')} text={t('content.team.text')} />
      {groups.length === 0 && (
        <p className="rounded-2xl border border-border bg-surface/70 p-6 text-muted">
          {t('content.team.empty')}
        </p>
      )}
      <div className="flex flex-col gap-12">
        {groups.map((group) => (
          <section key={group.role} aria-labelledby={`team-${group.role}`}>
            <h2 id={`team-${group.role}`} className="font-display text-xl font-semibold text-white">
              {t(`content.team.roles.${group.role}`)}
            </h2>
            <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {group.members.map((member) => (
                <li
                  key={member.id}
                  className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface/80 p-5 text-center"
                >
                  <Avatar
                    name={member.login}
                    src={member.avatarOrSkin}
                    size="xl"
                    fallback="head"
                    decorative
                  />
                  <span className="font-semibold break-all text-white">{member.login}</span>
                  <span className="text-xs text-muted">
                    {t(`content.team.roles_one.${group.role}`)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
