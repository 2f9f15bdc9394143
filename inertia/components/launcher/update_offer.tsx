import { useEffect, useState } from 'react'
import { Download } from 'lucide-react'
import { compareVersions, platformOfOs } from '@domain/launcher/builds'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import { LauncherApi } from '~/lib/launcher_api'

export type OfferedBuild = { version: string; platform: string; url: string }

/**
 * The update offer (spec §4: the launcher polls the builds manifest): when
 * the manifest's build for this machine's OS is newer than the launcher.
 */
export function UpdateOffer({
  builds,
  localApiUrl,
}: {
  builds: OfferedBuild[]
  localApiUrl: string
}) {
  const t = useT()
  const [offer, setOffer] = useState<{ build: OfferedBuild; current: string } | null>(null)

  useEffect(() => {
    new LauncherApi(localApiUrl)
      .systemData()
      .then((system) => {
        const build = builds.find((candidate) => candidate.platform === platformOfOs(system.os))
        const current = system.launcherVersion
        if (build && current && compareVersions(build.version, current) > 0) {
          setOffer({ build, current })
        }
      })
      .catch(() => setOffer(null))
  }, [builds, localApiUrl])

  if (!offer) return null
  return (
    <section
      data-testid="launcher-update"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent1/40 bg-accent1/10 px-4 py-3"
    >
      <div>
        <h2 className="font-semibold text-text">
          {t('launcher.home.update_title', { version: offer.build.version })}
        </h2>
        <p className="text-sm text-muted">
          {t('launcher.home.update_text', { current: offer.current })}
        </p>
      </div>
      <Button asChild size="sm">
        <a href={offer.build.url}>
          <Download aria-hidden="true" />
          {t('launcher.home.update_download', { version: offer.build.version })}
        </a>
      </Button>
    </section>
  )
}
