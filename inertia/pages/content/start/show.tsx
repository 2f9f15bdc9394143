import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Download, Gamepad2, UserPlus } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { ListHeader } from '~/components/content/list_header'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

type Props = {
  downloads: { windows: string | null; macos: string | null; linux: string | null }
  /** Server slug → the slug of its published page. */
  serverPages: Record<string, string>
}

const SYSTEMS = ['windows', 'macos', 'linux'] as const

/** One numbered step of the way in. */
function Step({
  number,
  title,
  text,
  children,
}: {
  number: number
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-border bg-surface/80 p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-2xl bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] font-display text-lg font-bold text-white"
        >
          {number}
        </span>
        <h2 className="font-display text-xl font-semibold text-white">{title}</h2>
      </div>
      <p className="text-muted">{text}</p>
      {children}
    </li>
  )
}

/** Start playing (spec §2): download the launcher, register, pick a server. */
export default function StartShow({ downloads, serverPages }: Props) {
  const t = useT()
  const { app, currentUser } = useShared()
  const available = SYSTEMS.filter((system) => downloads[system])
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <Head title={t('content.start.title')} />
      <ListHeader title={t('content.start.title')} text={t('content.start.text')} />
      <ol className="grid gap-5">
        <Step
          number={1}
          title={t('content.start.download_title')}
          text={t('content.start.download_text')}
        >
          {available.length > 0 ? (
            <div className="flex flex-wrap gap-3">
              {available.map((system) => (
                <Button
                  key={system}
                  variant={system === 'windows' ? 'primary' : 'secondary'}
                  asChild
                >
                  {/* Through the site, which counts the download (spec §7 visits/download). */}
                  <AppLink route="content.launcher_downloads.show" params={{ platform: system }}>
                    <Download aria-hidden="true" />
                    {t(`content.start.download_${system}`)}
                  </AppLink>
                </Button>
              ))}
            </div>
          ) : (
            <p className="rounded-2xl border border-warn/35 bg-warn/10 px-4 py-3 text-sm text-warn">
              {t('content.start.no_downloads')}{' '}
              <a
                href={app.links.support_link}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-4"
              >
                {t('content.start.ask_support')}
                <span className="sr-only">{t('common.actions.opens_new_tab')}</span>
              </a>
            </p>
          )}
        </Step>
        <Step
          number={2}
          title={t('content.start.register_title')}
          text={t('content.start.register_text')}
        >
          {currentUser ? (
            <p className="text-sm text-success">
              {t('content.start.registered', { login: currentUser.login })}
            </p>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <AppLink route="accounts.registrations.create">
                  <UserPlus aria-hidden="true" />
                  {t('content.start.register')}
                </AppLink>
              </Button>
              <Button variant="secondary" asChild>
                <AppLink route="accounts.sessions.create">{t('content.start.login')}</AppLink>
              </Button>
            </div>
          )}
        </Step>
        <Step
          number={3}
          title={t('content.start.server_title')}
          text={t('content.start.server_text')}
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {app.servers.map((server) => {
              const content = (
                <>
                  <Gamepad2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-accent2-text"
                  />
                  <span className="flex flex-col">
                    <span className="font-semibold text-white">{server.name}</span>
                    <span className="text-sm text-muted">{server.tagline}</span>
                  </span>
                </>
              )
              const box =
                'flex h-full items-start gap-3 rounded-2xl border border-border bg-surface-raised/60 p-4'
              return (
                <li key={server.slug}>
                  {serverPages[server.slug] ? (
                    <AppLink
                      route="content.servers.show"
                      params={{ slug: serverPages[server.slug] }}
                      className={`${box} hover:border-accent1/50`}
                    >
                      {content}
                    </AppLink>
                  ) : (
                    <div className={box}>{content}</div>
                  )}
                </li>
              )
            })}
          </ul>
        </Step>
      </ol>
    </div>
  )
}
