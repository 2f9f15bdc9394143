import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { UserCheck, UserPlus, UserX } from 'lucide-react'
import type { Data } from '@generated/data'
import { NICKNAME } from '@domain/accounts/credentials'
import { FriendList, FriendsSubnav } from '~/components/players/friend_list'
import { ProfileHeader } from '~/components/players/profile_header'
import { ProfileTabs } from '~/components/players/profile_tabs'
import { VisitButton } from '~/components/players/visit_button'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Friend = Data.Players.Friend

/** Ask a player by nickname; refusals show under the field. */
function RequestForm() {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ login: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('players.friend_requests.store', locale), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <Card className="p-5 sm:p-7">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Field
          label={t('players.friends.form.login')}
          error={form.errors.login}
          required
          className="min-w-0 flex-1"
        >
          <Input
            name="login"
            autoComplete="off"
            maxLength={NICKNAME.maxLength}
            value={form.data.login}
            onChange={(event) => form.setData('login', event.target.value)}
          />
        </Field>
        <Button type="submit" loading={form.processing} className="sm:mt-7">
          <UserPlus aria-hidden="true" />
          {t('players.friends.form.submit')}
        </Button>
      </form>
    </Card>
  )
}

function Section({
  title,
  id,
  children,
}: {
  title: string
  id: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * `/{lang}/profile/:nickname/friends/requests` (spec §2), for its owner alone: ask a player,
 * accept or decline the requests received, withdraw the ones sent.
 */
export default function FriendRequestsIndex({
  player,
  incoming,
  outgoing,
}: {
  player: Data.Players.PlayerProfile
  incoming: Friend[]
  outgoing: Friend[]
}) {
  const t = useT()
  const { locale } = useShared()
  const declineUrl = (login: string) =>
    pageUrl('players.friend_requests.destroy', locale, { nickname: login })

  return (
    <>
      <Head title={t('players.friends.requests_title')} />
      <div className="flex flex-col gap-6">
        <ProfileHeader player={player} />
        <ProfileTabs nickname={player.login} current="friends" />
        <FriendsSubnav
          nickname={player.login}
          current="requests"
          labels={{
            nav: t('players.friends.subnav'),
            list: t('players.friends.list_short'),
            requests: t('players.friends.requests_count', { count: incoming.length }),
          }}
        />
        <RequestForm />
        <Section id="incoming-heading" title={t('players.friends.incoming')}>
          {incoming.length === 0 ? (
            <p className="text-sm text-muted">{t('players.friends.incoming_empty')}</p>
          ) : (
            <FriendList
              label={t('players.friends.incoming')}
              entries={incoming}
              sinceLabel={t('players.friends.asked_at')}
              actions={(entry) => (
                <>
                  <VisitButton
                    method="post"
                    variant="primary"
                    url={pageUrl('players.friends.store', locale)}
                    data={{ login: entry.login }}
                    label={t('players.friends.accept_named', { login: entry.login })}
                  >
                    <UserCheck aria-hidden="true" />
                    {t('players.friends.accept')}
                  </VisitButton>
                  <VisitButton
                    method="delete"
                    variant="ghost"
                    url={declineUrl(entry.login)}
                    label={t('players.friends.decline_named', { login: entry.login })}
                  >
                    <UserX aria-hidden="true" />
                    {t('players.friends.decline')}
                  </VisitButton>
                </>
              )}
            />
          )}
        </Section>
        <Section id="outgoing-heading" title={t('players.friends.outgoing')}>
          {outgoing.length === 0 ? (
            <p className="text-sm text-muted">{t('players.friends.outgoing_empty')}</p>
          ) : (
            <FriendList
              label={t('players.friends.outgoing')}
              entries={outgoing}
              sinceLabel={t('players.friends.asked_at')}
              actions={(entry) => (
                <VisitButton
                  method="delete"
                  variant="ghost"
                  url={declineUrl(entry.login)}
                  label={t('players.friends.withdraw_named', { login: entry.login })}
                >
                  <UserX aria-hidden="true" />
                  {t('players.friends.withdraw')}
                </VisitButton>
              )}
            />
          )}
        </Section>
      </div>
    </>
  )
}

FriendRequestsIndex.layout = DefaultLayout
