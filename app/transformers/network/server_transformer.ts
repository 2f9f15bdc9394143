import { BaseTransformer } from '@adonisjs/core/transformers'
import type Server from '#models/server'

/** A server of the network as the header, footer and home page show it. */
export default class ServerTransformer extends BaseTransformer<Server> {
  constructor(
    resource: Server,
    private locale: string
  ) {
    super(resource)
  }

  toObject() {
    return {
      slug: this.resource.slug,
      name: this.resource.name,
      tagline: this.resource.tagline(this.locale),
      gameVersion: this.resource.gameVersion,
      pvp: this.resource.pvp,
    }
  }

  /** What the servers page and `GET servers` show of a server (spec §3 Server). */
  toDetailed() {
    return {
      ...this.toObject(),
      modpackVersion: this.resource.modpackVersion,
      mainWorldArea: this.resource.mainWorldArea,
      otherWorldsArea: this.resource.otherWorldsArea,
      address: this.resource.address,
      colorScheme: this.resource.colorScheme,
    }
  }
}
