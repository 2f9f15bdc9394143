import vine, { errors } from '@vinejs/vine'
import type { I18n } from '@adonisjs/i18n'
import type { MessagesProviderContact } from '@vinejs/vine/types'
import { ERROR_CODES } from '#exceptions/error_codes'
import {
  EVENT_TYPES,
  FUTURE_TOLERANCE_MS,
  MAX_EVENT_AGE_DAYS,
  MAX_EVENTS_PER_BATCH,
  MAX_STATS_DELTA,
  checkDeltas,
  wholeSecond,
  type EventType,
  type StatsDeltas,
} from '#domain/network/game_events'
import { gameNicknameRule, gameUuidRule } from '#validators/network/game_player'

/** game-api.md `POST events` {events: [...]}: the batch; each event is checked alone below. */
export const createEventBatchValidator = vine.create({
  // null too: a null event is rejected alone (unknown_type), like 1 or "x".
  events: vine.array(vine.any().nullable()).maxLength(MAX_EVENTS_PER_BATCH),
})

/** ISO 8601 with a time zone (`Z` or an offset), as game-api.md's `at`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/

const instant = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    if (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value)) || !onCalendar(value)) {
      field.report('The {{ field }} field must be a datetime value', 'date', field)
    }
  },
  { name: 'date' }
)

/** Whether the date part names a real day: Date.parse takes 2026-02-30 as 2 March. */
function onCalendar(value: string) {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number)
  return month >= 1 && month <= 12 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** A time of the game API in milliseconds, cut to the whole second. */
function timeRule() {
  return vine
    .string()
    .trim()
    .use(instant())
    .transform((value) => wholeSecond(Date.parse(value)))
}

/** A time or null; vine runs the transform on null too. */
function nullableTimeRule() {
  return vine
    .string()
    .trim()
    .use(instant())
    .transform((value: string | null) => (value === null ? null : wholeSecond(Date.parse(value))))
    .nullable()
}

/** A ban id as the server's ban plugin names it (numbers are taken as their text). */
function banIdRule() {
  return vine.string().trim().minLength(1).maxLength(64)
}

function common() {
  // UUIDs ignore case; one spelling keeps the dedup index alike on SQLite and MySQL.
  return { id: vine.string().trim().uuid().toLowerCase(), at: timeRule() }
}

const SCHEMAS = {
  join: vine.create({ ...common(), nickname: gameNicknameRule(), uuid: gameUuidRule() }),
  leave: vine.create({ ...common(), nickname: gameNicknameRule() }),
  stats: vine.create({ ...common(), nickname: gameNicknameRule() }),
  ban: vine.create({
    ...common(),
    banId: banIdRule(),
    nickname: gameNicknameRule(),
    bannedBy: vine.string().trim().maxLength(64).nullable(),
    reason: vine.string().trim().maxLength(500).nullable(),
    start: timeRule(),
    end: nullableTimeRule(),
  }),
  unban: vine.create({
    ...common(),
    banId: banIdRule(),
    by: vine.string().trim().maxLength(64).nullable().optional(),
  }),
}

type Checked<Type extends EventType> = Awaited<ReturnType<(typeof SCHEMAS)[Type]['validate']>>

export type JoinEvent = Checked<'join'> & { type: 'join' }
export type LeaveEvent = Checked<'leave'> & { type: 'leave' }
export type StatsEvent = Checked<'stats'> & { type: 'stats'; deltas: StatsDeltas }
export type BanEvent = Checked<'ban'> & { type: 'ban' }
export type UnbanEvent = Checked<'unban'> & { type: 'unban' }
export type GameEvent = JoinEvent | LeaveEvent | StatsEvent | BanEvent | UnbanEvent

/** An event the batch refused, as `rejected` lists it (docs/game-api.md "Errors of events"). */
export type RejectedEvent = {
  id: string | null
  error: string
  errorCode: number
  message: string
  field: string | null
}

type Context = { i18n: I18n; messagesProvider: MessagesProviderContact; now: number }

/**
 * Checks every event of a batch on its own: the valid ones typed, the others with a stable
 * code and a translated message, so one bad event never refuses the rest.
 */
export async function validateGameEvents(raw: unknown[], context: Context) {
  const events: GameEvent[] = []
  const rejected: RejectedEvent[] = []
  for (const item of raw) {
    const outcome = await validateEvent(item, context)
    if ('error' in outcome) rejected.push(outcome)
    else events.push(outcome)
  }
  return { events, rejected }
}

async function validateEvent(item: unknown, { i18n, messagesProvider, now }: Context) {
  const event = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
  const id = typeof event.id === 'string' ? event.id : null
  const refuse = (
    error: string,
    errorCode: number,
    field: string | null,
    key: string,
    data: Record<string, unknown> = {}
  ): RejectedEvent => ({
    id,
    error,
    errorCode,
    message: i18n.t(`network.game_api.events.${key}`, data),
    field,
  })

  const type = event.type as EventType
  if (!EVENT_TYPES.includes(type)) {
    return refuse('unknown_type', ERROR_CODES.gameEventTypeUnknown, 'type', 'type_unknown')
  }
  if (type === 'stats') {
    const problem = checkDeltas(event.deltas)
    if (problem?.problem === 'not_object' || problem?.problem === 'empty') {
      return refuse('invalid_delta', ERROR_CODES.gameStatsDeltaInvalid, 'deltas', 'deltas_empty')
    }
    if (problem) {
      const field = `deltas.${problem.name}`
      const key = problem.problem === 'unknown' ? 'delta_unknown' : 'delta_invalid'
      return refuse('invalid_delta', ERROR_CODES.gameStatsDeltaInvalid, field, key, {
        field,
        max: MAX_STATS_DELTA,
      })
    }
  }

  const input = typeof event.banId === 'number' ? { ...event, banId: String(event.banId) } : event
  let checked: Omit<GameEvent, 'type'>
  try {
    checked = await SCHEMAS[type].validate(input, { messagesProvider })
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    const [first] = error.messages as { field: string; message: string }[]
    return {
      id,
      error: 'invalid_event',
      errorCode: ERROR_CODES.gameEventInvalid,
      message: first.message,
      field: first.field,
    }
  }
  if (checked.at > now + FUTURE_TOLERANCE_MS) {
    return refuse('event_in_future', ERROR_CODES.gameEventInFuture, 'at', 'in_future', {
      minutes: FUTURE_TOLERANCE_MS / 60_000,
    })
  }
  if (checked.at < now - MAX_EVENT_AGE_DAYS * 86_400_000) {
    return refuse('event_too_old', ERROR_CODES.gameEventTooOld, 'at', 'too_old', {
      days: MAX_EVENT_AGE_DAYS,
    })
  }
  return (
    type === 'stats' ? { ...checked, type, deltas: event.deltas } : { ...checked, type }
  ) as GameEvent
}
