import env from '#start/env'

/*
| Launcher mode (issue #26). The local API is the launcher's own HTTP
| server on the player's machine, which the launcher pages call from the
| webview; `node ace launcher:fake` stands in for it. Without builds
| published, the start page offers the LAUNCHER_<OS>_URL links.
*/
const launcherConfig = {
  localApiUrl: (env.get('LAUNCHER_LOCAL_API_URL') ?? 'http://127.0.0.1:5151').replace(/\/+$/, ''),
  downloads: {
    windows: env.get('LAUNCHER_WINDOWS_URL') ?? null,
    macos: env.get('LAUNCHER_MACOS_URL') ?? null,
    linux: env.get('LAUNCHER_LINUX_URL') ?? null,
  },
  /** The largest build file the staff page takes (streamed to the disk, never into memory). */
  buildUploadLimit: '1gb',
}

export default launcherConfig
