import Server from '#models/server'
import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import { hashSecretToken, newSecretToken } from '#data/secret_tokens'

/**
 * Game API keys (game-api.md "Auth"): one per server, shown once when
 * issued, stored only as its SHA-256. Issuing again replaces the old key.
 */
export default class ServerKeyService {
  /** A fresh key for the server with this slug; the previous key stops working. */
  async issue(slug: string) {
    const server = await Server.findBy('slug', slug)
    if (!server) {
      throw new DomainException('network.servers.unknown_server', {
        status: 404,
        errorCode: ERROR_CODES.notFound,
        type: 'server',
        data: { slug },
      })
    }
    const { token, hash } = newSecretToken()
    server.apiKeyHash = hash
    await server.save()
    return { server, key: token }
  }

  /** The server a presented key names, or null when no server holds it. */
  async serverForKey(key: string) {
    if (key.length === 0) return null
    return Server.findBy('api_key_hash', hashSecretToken(key))
  }
}
