import { useState, type FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { STORAGE_KEYS } from '@domain/launcher/settings'
import { LauncherConnectionLost } from '~/components/launcher/connection_lost'
import { SettingsTabs } from '~/components/launcher/settings_tabs'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Switch } from '~/components/ui/switch'
import { Textarea } from '~/components/ui/textarea'
import { useLauncher } from '~/hooks/use_launcher'
import { useLauncherStorage } from '~/hooks/use_launcher_storage'
import { useMessages, useT } from '~/hooks/use_t'
import { ApiError, apiRequest } from '~/lib/api_client'
import LauncherMainLayout from '~/layouts/launcher_main'

type Signed = {
  payload: { jvmFlags: string[]; showLogs: boolean }
  signature: string
  publicKey: string
}

/** The stored debugger settings read back; anything unreadable counts as none. */
function readStored(text: string | null | undefined): Signed | null {
  if (!text) return null
  try {
    return JSON.parse(text) as Signed
  } catch {
    return null
  }
}

/**
 * /{lang}/launcher/settings/admin (spec §6, admins): the debugger's JVM
 * flags and the game log. The site signs them; the launcher stores and
 * applies only signed settings.
 */
export default function LauncherSettingsAdmin({ localApiUrl }: { localApiUrl: string }) {
  const t = useT()
  const { lost } = useLauncher(localApiUrl)
  const { stored, saving, save } = useLauncherStorage(localApiUrl, STORAGE_KEYS.debugger)

  return (
    <>
      <Head title={t('launcher.settings.title')} />
      <div className="flex max-w-2xl flex-col gap-5">
        <h1 className="text-2xl font-bold text-text">{t('launcher.settings.heading')}</h1>
        <SettingsTabs current="admin" />
        {stored !== undefined && (
          <DebuggerForm initial={readStored(stored)} save={save} saving={saving} />
        )}
      </div>
      <LauncherConnectionLost lost={lost} />
    </>
  )
}

/** The debugger's form, seeded with the stored settings once they are read. */
function DebuggerForm({
  initial,
  save,
  saving,
}: {
  initial: Signed | null
  save: (value: string) => Promise<void>
  saving: boolean
}) {
  const t = useT()
  const messages = useMessages()
  const [jvmFlags, setJvmFlags] = useState(initial?.payload.jvmFlags.join(' ') ?? '')
  const [showLogs, setShowLogs] = useState(initial?.payload.showLogs ?? false)
  const [error, setError] = useState<string>()
  const [signing, setSigning] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSigning(true)
    setError(undefined)
    try {
      const signed = await apiRequest<Signed>('POST', 'api.launcher.debuggers.store', {
        body: { jvmFlags, showLogs },
        messages,
        shouldNotify: false,
      })
      await save(JSON.stringify(signed))
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message)
    } finally {
      setSigning(false)
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field
        label={t('launcher.settings.jvm_label')}
        hint={t('launcher.settings.jvm_hint')}
        error={error}
      >
        <Textarea
          name="jvmFlags"
          rows={3}
          spellCheck={false}
          value={jvmFlags}
          onChange={(event) => setJvmFlags(event.target.value)}
        />
      </Field>
      <Field label={t('launcher.settings.logs_label')} layout="inline">
        <Switch checked={showLogs} onCheckedChange={setShowLogs} />
      </Field>
      <Button type="submit" className="self-start" loading={signing || saving}>
        {t('launcher.settings.save')}
      </Button>
    </form>
  )
}

LauncherSettingsAdmin.layout = LauncherMainLayout
