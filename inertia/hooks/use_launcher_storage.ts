import { useEffect, useMemo, useState } from 'react'
import { LauncherApi, LauncherUnreachableError } from '~/lib/launcher_api'
import { markLauncherLost } from '~/lib/launcher_state'
import { notify } from '~/lib/notify'
import { useT } from '~/hooks/use_t'

/**
 * One setting in the launcher's storage (spec §3: settings live there in
 * launcher mode): read on mount, saved on demand with a notice.
 */
export function useLauncherStorage(localApiUrl: string, key: string) {
  const t = useT()
  const api = useMemo(() => new LauncherApi(localApiUrl), [localApiUrl])
  const [stored, setStored] = useState<string | null | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    api
      .storageGet(key)
      .then(setStored)
      .catch(() => setStored(null))
  }, [api, key])

  const save = async (value: string) => {
    setSaving(true)
    try {
      await api.storageSet(key, value)
      setStored(value)
      notify({ type: 'success', text: t('launcher.settings.saved') })
    } catch (error) {
      if (error instanceof LauncherUnreachableError) markLauncherLost()
      else
        notify({ type: 'error', text: t('launcher.local_api.failed', { reason: String(error) }) })
    } finally {
      setSaving(false)
    }
  }

  return { api, stored, saving, save }
}
