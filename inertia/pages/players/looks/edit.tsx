import { lazy, Suspense, useState } from 'react'
import { Head } from '@inertiajs/react'
import { ImageUp, Shirt, UserRound } from 'lucide-react'
import type { Data } from '@generated/data'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import type { Crop } from '~/components/players/avatar_cropper'
import { LookActions } from '~/components/players/look_actions'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { FilePicker } from '~/components/ui/file_picker'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { Skeleton } from '~/components/ui/skeleton'
import { useHydrated } from '~/hooks/use_hydrated'
import { useShared } from '~/hooks/use_shared'
import { useLookAction } from '~/hooks/use_look_action'
import { useT } from '~/hooks/use_t'
import type { RouteName } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

// Heavy and only for this page: three.js and the cropper load once it has hydrated (the
// server render draws their skeletons: a lazy component there would abort hydration).
const SkinViewer3d = lazy(() => import('~/components/players/skin_viewer'))
const AvatarCropper = lazy(() => import('~/components/players/avatar_cropper'))

type Look = Data.Players.Look

type Kind = 'skin' | 'cape' | 'avatar'

const UPLOAD_ROUTES: Record<Kind, RouteName> = {
  skin: 'api.players.skins.store',
  cape: 'api.players.capes.store',
  avatar: 'api.players.avatars.store',
}

const ACCEPT: Record<Kind, string> = {
  skin: 'image/png',
  cape: 'image/png',
  avatar: 'image/png,image/jpeg,image/webp,image/gif',
}

function UploadButton({
  kind,
  label,
  busy,
  onFile,
}: {
  kind: Kind
  label: string
  busy: boolean
  onFile: (file: File) => void
}) {
  return (
    <FilePicker
      name={kind}
      accept={ACCEPT[kind]}
      label={label}
      icon={<ImageUp aria-hidden="true" />}
      disabled={busy}
      aria-label={label}
      data-testid={`${kind}-file`}
      onFile={(file) => file && onFile(file)}
    />
  )
}

function SkinCard({ look }: { look: Look }) {
  const t = useT()
  const { busy, run } = useLookAction()
  const hydrated = useHydrated()
  const [walking, setWalking] = useState(true)
  const upload = (kind: Kind) => (file: File) => {
    const body = new FormData()
    body.append(kind, file)
    void run(`${kind}-upload`, UPLOAD_ROUTES[kind], { body }, `players.looks.${kind}_saved`)
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
          <Shirt aria-hidden="true" className="size-5 text-accent1-text" />
          {t('players.looks.skin_title')}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[280px_1fr]">
        <div className="flex flex-col items-center gap-3">
          {hydrated ? (
            <Suspense fallback={<Skeleton className="h-[340px] w-[260px]" />}>
              <SkinViewer3d
                skin={look.skin?.texture ?? null}
                cape={look.cape?.texture ?? null}
                model={look.skin?.model === 'slim' ? 'slim' : 'classic'}
                walking={walking}
                label={t('players.looks.preview_label')}
              />
            </Suspense>
          ) : (
            <Skeleton className="h-[340px] w-[260px]" />
          )}
          <SegmentedControl
            label={t('players.looks.animation')}
            value={walking ? 'walk' : 'idle'}
            options={[
              { value: 'walk', label: t('players.looks.walk') },
              { value: 'idle', label: t('players.looks.idle') },
            ]}
            onChange={(value) => setWalking(value === 'walk')}
          />
        </div>
        <div className="flex flex-col gap-6">
          <section className="flex flex-col gap-3">
            <p className="text-sm text-muted">{t('players.looks.skin_hint')}</p>
            <div className="flex flex-wrap gap-2">
              <UploadButton
                kind="skin"
                label={t('players.looks.skin_upload')}
                busy={busy !== null}
                onFile={upload('skin')}
              />
              {look.skin && <LookActions kind="skin" busy={busy} run={run} />}
            </div>
            {look.skin && (
              <SegmentedControl
                label={t('players.looks.model')}
                value={look.skin.model}
                options={[
                  { value: 'classic', label: t('players.looks.classic') },
                  { value: 'slim', label: t('players.looks.slim') },
                ]}
                onChange={(model) =>
                  run(
                    'skin-model',
                    'api.players.skins.update',
                    { body: { model } },
                    'players.looks.skin_saved'
                  )
                }
              />
            )}
          </section>
          <section className="flex flex-col gap-3">
            <h3 className="font-display font-semibold">{t('players.looks.cape_title')}</h3>
            <p className="text-sm text-muted">{t('players.looks.cape_hint')}</p>
            <div className="flex flex-wrap gap-2">
              <UploadButton
                kind="cape"
                label={t('players.looks.cape_upload')}
                busy={busy !== null}
                onFile={upload('cape')}
              />
              {look.cape && <LookActions kind="cape" busy={busy} run={run} rollback={false} />}
            </div>
          </section>
        </div>
      </CardContent>
    </Card>
  )
}

function AvatarCard({ look }: { look: Look }) {
  const t = useT()
  const { currentUser } = useShared()
  const { busy, run } = useLookAction()
  const hydrated = useHydrated()
  const [crop, setCrop] = useState<Crop | null>(null)
  const upload = (file: File) => {
    const body = new FormData()
    body.append('avatar', file)
    void run('avatar-upload', 'api.players.avatars.store', { body }, 'players.looks.avatar_saved')
  }
  const avatar = look.avatar
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
          <UserRound aria-hidden="true" className="size-5 text-accent1-text" />
          {t('players.looks.avatar_title')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <Avatar name={currentUser?.login ?? ''} src={look.avatarOrSkin} size="xl" />
          <p className="text-sm text-muted">{t('players.looks.avatar_hint')}</p>
        </div>
        {avatar && !hydrated && <Skeleton className="h-72 w-full" />}
        {avatar && hydrated && (
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <AvatarCropper
              key={avatar.id}
              image={avatar.original}
              width={avatar.width}
              height={avatar.height}
              initial={avatar.crop}
              label={t('players.looks.crop_label')}
              onChange={setCrop}
            />
          </Suspense>
        )}
        <div className="flex flex-wrap gap-2">
          <UploadButton
            kind="avatar"
            label={t('players.looks.avatar_upload')}
            busy={busy !== null}
            onFile={upload}
          />
          {avatar && (
            <>
              <Button
                loading={busy === 'avatar-crop'}
                disabled={!crop}
                onClick={() =>
                  run(
                    'avatar-crop',
                    'api.players.avatar_crops.store',
                    { body: { id: avatar.id, ...crop } },
                    'players.looks.avatar_saved'
                  )
                }
              >
                {t('players.looks.crop_save')}
              </Button>
              <LookActions kind="avatar" busy={busy} run={run} />
            </>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

/** Cabinet → profile (spec §2): avatar with its crop, skin with a 3D preview, cape. */
export default function LooksEdit({ look }: { look: Look }) {
  const t = useT()
  return (
    <>
      <Head title={t('players.looks.title')} />
      <CabinetHeading title={t('players.looks.title')} intro={t('players.looks.intro')} />
      <div className="flex flex-col gap-8">
        <AvatarCard look={look} />
        <SkinCard look={look} />
      </div>
    </>
  )
}

LooksEdit.layout = [DefaultLayout, CabinetLayout]
