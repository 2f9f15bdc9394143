import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import { dbStamp } from '#data/database_time'
import Server from '#models/server'
import Wipe from '#models/wipe'
import PageCacheService from '#services/platform/page_cache_service'

export type WipeInput = { serverId: number; wipeAt: Date; documentId?: number | null }

/** The wipe calendar the staff keep (`web.wipes.edit`), read by the servers and home pages. */
@inject()
export default class WipeService {
  constructor(private pages: PageCacheService) {}

  /** Every wipe from today on, soonest first, with its server. */
  async upcoming(now = DateTime.utc()) {
    return Wipe.query()
      .where('wipe_at', '>', dbStamp(now))
      .preload('server')
      .preload('document')
      .orderBy('wipe_at')
  }

  /** The servers a wipe can be announced for, in display order. */
  async servers() {
    return Server.query().orderBy('position')
  }

  /** Announces a wipe; the guest pages showing the countdown are rendered again. */
  async create(input: WipeInput) {
    const wipe = await Wipe.create({
      serverId: input.serverId,
      wipeAt: DateTime.fromJSDate(input.wipeAt, { zone: 'utc' }),
      documentId: input.documentId ?? null,
    })
    this.pages.forget()
    return wipe
  }

  /** Takes an announced wipe back; refunds already paid stay. */
  async remove(id: number) {
    const wipe = await Wipe.findOrFail(id)
    await wipe.delete()
    this.pages.forget()
  }
}
