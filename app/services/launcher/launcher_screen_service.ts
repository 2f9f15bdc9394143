import { inject } from '@adonisjs/core'
import DocumentService from '#services/content/document_service'
import MonitoringService from '#services/network/monitoring_service'

/** How many news posts the launcher's main screen shows. */
const LAUNCHER_NEWS = 3

/**
 * What the launcher's screens show of the site (spec §2 launcher): the
 * servers with their live online, and the newest news. The clients
 * themselves (icon, background, install state) are the local API's.
 */
@inject()
export default class LauncherScreenService {
  constructor(
    private monitoring: MonitoringService,
    private documents: DocumentService
  ) {}

  /** The main screen: servers, their monitoring, the newest news. */
  async home() {
    const [servers, snapshot, news] = await Promise.all([
      this.monitoring.servers(),
      this.monitoring.monitoring(),
      this.documents.latest('news', LAUNCHER_NEWS),
    ])
    return { servers, monitoring: snapshot, news }
  }

  /** The server choice: servers and their monitoring. */
  async servers() {
    const [servers, snapshot] = await Promise.all([
      this.monitoring.servers(),
      this.monitoring.monitoring(),
    ])
    return { servers, monitoring: snapshot }
  }
}
