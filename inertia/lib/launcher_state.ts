import {
  LAUNCHER_POLL_MS,
  type LauncherClient,
  type LauncherProgress,
} from '@domain/launcher/local_api'
import { LauncherApi, LauncherUnreachableError } from '~/lib/launcher_api'

/*
| The launcher's state in a page (spec §3, §4): its clients and the one
| launch it runs, from the local API's progress polled every 1000 ms while
| a launcher page is open. A failed poll marks the launcher lost (the
| launcher connection-lost modal); polls go on until one answers.
*/
export type LauncherState = {
  lost: boolean
  clients: LauncherClient[] | null
  progress: LauncherProgress
}

const IDLE: LauncherProgress = { state: 'idle', clientId: null }
const SERVER_STATE: LauncherState = { lost: false, clients: null, progress: IDLE }
let state: LauncherState = SERVER_STATE
let api: LauncherApi | null = null
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

function emit(next: Partial<LauncherState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/** The progress answer as spec §4 reads it: bytes mean downloading, none after them mean idle. */
function nextProgress(answer: LauncherProgress): LauncherProgress {
  if (answer.downloadedBytes !== undefined) return { ...answer, state: 'downloading' }
  return answer
}

async function poll() {
  if (!api) return
  try {
    const progress = nextProgress(await api.progress())
    // Back from lost (or first answer): the clients may have changed meanwhile.
    if (state.lost || state.clients === null) emit({ clients: await api.clients() })
    emit({ progress, lost: false })
  } catch (error) {
    if (error instanceof LauncherUnreachableError) emit({ lost: true })
  } finally {
    schedule()
  }
}

function schedule() {
  clearTimeout(timer)
  if (listeners.size > 0) timer = setTimeout(poll, LAUNCHER_POLL_MS)
}

/** Starts the poll against the page's local API URL while anything listens. */
export function connectLauncher(baseUrl: string) {
  return (listener: () => void) => {
    listeners.add(listener)
    if (listeners.size === 1) {
      api = new LauncherApi(baseUrl)
      void poll()
    }
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) clearTimeout(timer)
    }
  }
}

/** After a launch or cancel: show its effect without waiting for the next poll. */
export function setLaunchProgress(progress: LauncherProgress) {
  emit({ progress: nextProgress(progress) })
}

/** The store's connection state changes from outside the poll (a refused call). */
export function markLauncherLost() {
  emit({ lost: true })
}

export function launcherState() {
  return state
}

/** What the server render and hydration see: nothing polled yet. */
export function serverLauncherState() {
  return SERVER_STATE
}
