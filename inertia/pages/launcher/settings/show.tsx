import { useEffect, useState, type ComponentProps, type FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { RECOMMENDED_RAM_GB, STORAGE_KEYS, parseRamGb, ramChoices } from '@domain/launcher/settings'
import type { LauncherSystemData } from '@domain/launcher/local_api'
import { LauncherConnectionLost } from '~/components/launcher/connection_lost'
import { SettingsTabs } from '~/components/launcher/settings_tabs'
import { Button } from '~/components/ui/button'
import { Field, useFieldControl } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { useLauncher } from '~/hooks/use_launcher'
import { useLauncherStorage } from '~/hooks/use_launcher_storage'
import { useT } from '~/hooks/use_t'
import { notify } from '~/lib/notify'
import LauncherMainLayout from '~/layouts/launcher_main'

type Section = 'folder' | 'ram' | 'theme' | 'other'
type Props = { section: Section; localApiUrl: string }

type SaveProps = { save: (value: string) => Promise<void>; saving: boolean }

/** The folder form, seeded with the stored value once it is read. */
function FolderForm({ initial, save, saving }: SaveProps & { initial: string }) {
  const t = useT()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // An absolute path on Windows (C:\…) or elsewhere (/…, ~/…).
    if (!/^([A-Za-z]:[\\/]|\/|~\/)/.test(value.trim())) {
      setError(t('launcher.settings.folder_invalid'))
      return
    }
    setError(undefined)
    void save(value.trim())
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field
        label={t('launcher.settings.folder_label')}
        hint={t('launcher.settings.folder_hint')}
        error={error}
      >
        <Input
          name="folder"
          value={value}
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
        />
      </Field>
      <Button type="submit" className="self-start" loading={saving}>
        {t('launcher.settings.save')}
      </Button>
    </form>
  )
}

function FolderSetting({ localApiUrl }: { localApiUrl: string }) {
  const { stored, saving, save } = useLauncherStorage(localApiUrl, STORAGE_KEYS.folder)
  if (stored === undefined) return null
  return <FolderForm initial={stored ?? ''} save={save} saving={saving} />
}

/** A range control that takes its Field's label and hint (id, aria-describedby). */
function RangeInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <input type="range" {...useFieldControl(props)} />
}

/** spec §2, §9: RAM in whole GB within the machine's memory, a warning under 2 GB. */
function RamForm({
  machine,
  initial,
  save,
  saving,
}: SaveProps & { machine: LauncherSystemData; initial: number }) {
  const t = useT()
  const [gb, setGb] = useState(initial)
  const choices = ramChoices(machine.ramMb)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void save(String(gb))
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted" data-testid="launcher-machine">
        {t('launcher.settings.machine', {
          os: machine.os,
          cpu: machine.cpu ?? '—',
          ram: Math.round(machine.ramMb / 1024),
        })}
      </p>
      <Field
        label={t('launcher.settings.ram_label', { gb })}
        hint={t('launcher.settings.ram_hint', { total: Math.round(machine.ramMb / 1024) })}
      >
        <RangeInput
          name="ram"
          min={choices[0]}
          max={choices.at(-1)}
          step={1}
          value={gb}
          onChange={(event) => setGb(Number(event.target.value))}
          className="w-full accent-[var(--accent1)]"
        />
      </Field>
      {gb < RECOMMENDED_RAM_GB && (
        <p role="status" className="text-sm text-warn">
          {t('launcher.settings.ram_low')}
        </p>
      )}
      <Button type="submit" className="self-start" loading={saving}>
        {t('launcher.settings.save')}
      </Button>
    </form>
  )
}

function RamSetting({ localApiUrl }: { localApiUrl: string }) {
  const { api, stored, saving, save } = useLauncherStorage(localApiUrl, STORAGE_KEYS.ram)
  const [machine, setMachine] = useState<LauncherSystemData | null>(null)

  useEffect(() => {
    api
      .systemData()
      .then(setMachine)
      .catch(() => setMachine(null))
  }, [api])

  if (!machine || stored === undefined) return null
  return (
    <RamForm
      machine={machine}
      initial={parseRamGb(stored, machine.ramMb) ?? RECOMMENDED_RAM_GB}
      save={save}
      saving={saving}
    />
  )
}

const THEMES = ['dark', 'light', 'system'] as const

function ThemeSetting({ localApiUrl }: { localApiUrl: string }) {
  const t = useT()
  const { stored, save } = useLauncherStorage(localApiUrl, STORAGE_KEYS.theme)
  const value = THEMES.find((theme) => theme === stored) ?? 'dark'
  return (
    <SegmentedControl
      label={t('launcher.settings.theme_label')}
      value={value}
      options={THEMES.map((theme) => ({
        value: theme,
        label: t(`launcher.settings.themes.${theme}`),
      }))}
      onChange={(next) => void save(next)}
    />
  )
}

/** Per-server reset: the launcher forgets the client's files (storage key `reset/<client>`). */
function OtherSetting({ localApiUrl }: { localApiUrl: string }) {
  const t = useT()
  const launcher = useLauncher(localApiUrl)
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 className="font-semibold text-text">{t('launcher.settings.reset_label')}</h2>
        <p className="text-sm text-muted">{t('launcher.settings.reset_hint')}</p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {(launcher.clients ?? []).map((client) => (
          <li key={client.uuid}>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                await launcher.api.storageSet(`reset/${client.uuid}`, new Date().toISOString())
                notify({
                  type: 'success',
                  text: t('launcher.settings.reset_done', { server: client.name }),
                })
              }}
            >
              {t('launcher.settings.reset', { server: client.name })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** /{lang}/launcher/settings/{section} (spec §2, §3): saved in and read from the launcher's storage. */
export default function LauncherSettingsShow({ section, localApiUrl }: Props) {
  const t = useT()
  const { lost } = useLauncher(localApiUrl)
  return (
    <>
      <Head title={t('launcher.settings.title')} />
      <div className="flex max-w-2xl flex-col gap-5">
        <h1 className="text-2xl font-bold text-text">{t('launcher.settings.heading')}</h1>
        <SettingsTabs current={section} />
        {section === 'folder' && <FolderSetting localApiUrl={localApiUrl} />}
        {section === 'ram' && <RamSetting localApiUrl={localApiUrl} />}
        {section === 'theme' && <ThemeSetting localApiUrl={localApiUrl} />}
        {section === 'other' && <OtherSetting localApiUrl={localApiUrl} />}
      </div>
      <LauncherConnectionLost lost={lost} />
    </>
  )
}

LauncherSettingsShow.layout = LauncherMainLayout
