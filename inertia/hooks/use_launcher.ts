import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { ONE_CLIENT_ERROR, type LauncherClient } from '@domain/launcher/local_api'
import { LauncherApi, LauncherRefusedError, LauncherUnreachableError } from '~/lib/launcher_api'
import {
  connectLauncher,
  launcherState,
  markLauncherLost,
  serverLauncherState,
  setLaunchProgress,
} from '~/lib/launcher_state'
import { notify } from '~/lib/notify'
import { useT } from '~/hooks/use_t'

/**
 * The launcher on this machine (spec §3 launcher state): its clients, the
 * launch in progress, and launch / cancel. A second launch while one runs
 * is refused with spec §5's warning, here or by the local API.
 */
export function useLauncher(localApiUrl: string) {
  const t = useT()
  const subscribe = useMemo(() => connectLauncher(localApiUrl), [localApiUrl])
  const current = useSyncExternalStore(subscribe, launcherState, serverLauncherState)
  const api = useMemo(() => new LauncherApi(localApiUrl), [localApiUrl])

  const refuse = useCallback(
    (error: unknown) => {
      if (error instanceof LauncherUnreachableError) return markLauncherLost()
      const oneClient = error instanceof LauncherRefusedError && error.code === ONE_CLIENT_ERROR
      notify({
        type: oneClient ? 'warn' : 'error',
        text: oneClient
          ? t('launcher.local_api.one_client')
          : t('launcher.local_api.failed', { reason: String((error as Error).message) }),
      })
    },
    [t]
  )

  const launch = useCallback(
    async (client: LauncherClient) => {
      if (current.progress.state !== 'idle') {
        notify({ type: 'warn', text: t('launcher.local_api.one_client') })
        return
      }
      try {
        setLaunchProgress({ state: 'launching', clientId: client.uuid })
        await api.launch(client.uuid)
      } catch (error) {
        setLaunchProgress({ state: 'idle', clientId: null })
        refuse(error)
      }
    },
    [api, current.progress.state, refuse, t]
  )

  const cancel = useCallback(async () => {
    try {
      await api.cancel()
      setLaunchProgress({ state: 'idle', clientId: null })
      notify({ type: 'default', text: t('launcher.local_api.cancelled') })
    } catch (error) {
      refuse(error)
    }
  }, [api, refuse, t])

  return { ...current, api, launch, cancel }
}
