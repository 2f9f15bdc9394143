import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'

/** Named routes of the server, for links and URLs (style §3: code never spells a URL). */
export const client = createTuyau({ baseUrl: '/', registry })

export const urlFor = client.urlFor
