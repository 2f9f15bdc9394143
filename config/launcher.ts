import env from '#start/env'

/*
| The launcher's download links for the start and server pages, from the
| environment until the launcher issue serves its own builds. A missing
| link is not shown: the page says where to ask instead.
*/
const launcherConfig = {
  downloads: {
    windows: env.get('LAUNCHER_WINDOWS_URL') ?? null,
    macos: env.get('LAUNCHER_MACOS_URL') ?? null,
    linux: env.get('LAUNCHER_LINUX_URL') ?? null,
  },
}

export default launcherConfig
