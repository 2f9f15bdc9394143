import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Head } from '@inertiajs/react'
import { Search } from 'lucide-react'
import type { Data } from '@generated/data'
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@domain/players/searches'
import { AppLink } from '~/components/app/app_link'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Spinner } from '~/components/ui/spinner'
import { useMessages, useT } from '~/hooks/use_t'
import { ApiError, apiRequest } from '~/lib/api_client'
import DefaultLayout from '~/layouts/default'

type Player = Data.Players.SearchResult

const INPUT_ID = 'player-search-query'

type Props = { query: string; tooShort: boolean; players: Player[] | null }

type Outcome =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'too_short' }
  | { state: 'done'; players: Player[] }
  | { state: 'failed'; message: string }

function initialOutcome({ tooShort, players }: Props): Outcome {
  if (tooShort) return { state: 'too_short' }
  return players === null ? { state: 'idle' } : { state: 'done', players }
}

function ResultRow({ player }: { player: Player }) {
  const t = useT()
  return (
    <li>
      <AppLink
        route="players.statistics.show"
        params={{ nickname: player.login }}
        data-search-result
        className="flex items-center gap-3 rounded-xl border border-transparent p-3 transition-colors hover:border-border-strong hover:bg-white/5 focus-visible:border-accent1"
      >
        <Avatar name={player.login} src={player.avatarOrSkin} size="md" decorative />
        <span className="min-w-0 flex-1 font-medium break-all text-text">{player.login}</span>
        <span className="flex flex-wrap justify-end gap-1.5">
          {!player.registered && (
            <Badge variant="warn" size="sm" className="max-[400px]:hidden">
              {t('players.searches.game_only')}
            </Badge>
          )}
          <Badge variant={player.online ? 'success' : 'neutral'} size="sm">
            <span
              aria-hidden="true"
              className={
                player.online ? 'size-2 rounded-full bg-success' : 'size-2 rounded-full bg-subtle'
              }
            />
            {player.online ? t('players.searches.online') : t('players.searches.offline')}
          </Badge>
        </span>
      </AppLink>
    </li>
  )
}

/**
 * `/{lang}/player-search` (spec §2, §5): players found as the nickname is typed, from four
 * characters; without scripts the form asks the page itself. Arrow keys move between the
 * input and the results.
 */
export default function SearchesIndex(props: Props) {
  const t = useT()
  const messages = useMessages()
  const [query, setQuery] = useState(props.query)
  const [outcome, setOutcome] = useState<Outcome>(() => initialOutcome(props))
  const generation = useRef(0)
  const timer = useRef<number | undefined>(undefined)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const search = async (value: string) => {
    const current = ++generation.current
    const trimmed = value.trim()
    if (trimmed === '') return setOutcome({ state: 'idle' })
    if (trimmed.length < SEARCH_MIN_LENGTH) return setOutcome({ state: 'too_short' })
    setOutcome({ state: 'searching' })
    try {
      const body = await apiRequest<{ data: Player[] }>('GET', 'api.players.searches.index', {
        messages,
        qs: { query: trimmed },
        shouldNotify: false,
      })
      if (generation.current === current) setOutcome({ state: 'done', players: body.data })
    } catch (error) {
      if (generation.current !== current) return
      const message = error instanceof ApiError ? error.outcome.message : null
      setOutcome({ state: 'failed', message: message ?? t('errors.unknown') })
    }
  }

  const change = (value: string) => {
    setQuery(value)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => void search(value), SEARCH_DEBOUNCE_MS)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    window.clearTimeout(timer.current)
    void search(query)
  }

  const results = () => [
    ...(list.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? []),
  ]

  // Down from the field enters the list; up and down walk it; up from the first goes back.
  const moveFromInput = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return
    const first = results()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }
  const moveInList = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const links = results()
    const index = links.indexOf(document.activeElement as HTMLElement)
    if (index === -1) return
    event.preventDefault()
    const next = index + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) document.getElementById(INPUT_ID)?.focus()
    else links[Math.min(next, links.length - 1)].focus()
  }

  const error =
    outcome.state === 'too_short'
      ? t('players.searches.too_short')
      : outcome.state === 'failed'
        ? outcome.message
        : undefined

  return (
    <>
      <Head title={t('players.searches.title')} />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">
            {t('players.searches.title')}
          </h1>
          <p className="text-sm text-muted">{t('players.searches.intro')}</p>
        </div>
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <form
            role="search"
            method="get"
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <Field
              id={INPUT_ID}
              label={t('players.searches.label')}
              error={error}
              className="flex-1"
            >
              <Input
                type="search"
                name="query"
                value={query}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('players.searches.placeholder')}
                leading={<Search />}
                onChange={(event) => change(event.target.value)}
                onKeyDown={moveFromInput}
              />
            </Field>
            <Button type="submit" variant="secondary" className="sm:mt-7">
              {t('players.searches.submit')}
            </Button>
          </form>
          <p role="status" className="min-h-5 text-sm text-muted">
            {outcome.state === 'searching' && (
              <span className="inline-flex items-center gap-2">
                <Spinner size="sm" />
                {t('players.searches.searching')}
              </span>
            )}
            {outcome.state === 'done' &&
              t('players.searches.results', { count: outcome.players.length })}
          </p>
          {outcome.state === 'done' && outcome.players.length > 0 && (
            <ul
              ref={list}
              aria-label={t('players.searches.results_label')}
              onKeyDown={moveInList}
              className="-mx-1 flex flex-col gap-1"
            >
              {outcome.players.map((player) => (
                <ResultRow key={player.login} player={player} />
              ))}
            </ul>
          )}
          {outcome.state === 'done' && outcome.players.length >= SEARCH_LIMIT && (
            <p className="text-xs text-subtle">
              {t('players.searches.limited', { count: SEARCH_LIMIT })}
            </p>
          )}
        </Card>
      </div>
    </>
  )
}

SearchesIndex.layout = DefaultLayout
