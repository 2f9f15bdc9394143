import { randomUUID } from 'node:crypto'

/** `GET document/generate-id` (spec §7): the key of a new document, for its image uploads. */
export default class DocumentKeysController {
  async show() {
    return { id: randomUUID() }
  }
}
