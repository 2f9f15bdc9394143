/*
| The little HTTP plumbing the fake gateways share: they listen on
| 127.0.0.1 only and speak the real gateways' wire formats.
*/
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Handler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse
) => void | Promise<void>

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  response.end(html)
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location })
  response.end()
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A confirmation page like the gateways' own: the amount, Pay and Cancel (plain forms). */
export function confirmationPage(options: {
  gateway: string
  amount: string
  currency: string
  action: string
}) {
  const amount = escapeHtml(`${options.amount} ${options.currency}`)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.gateway)} (fake): pay ${amount}</title>
<style>body{font:16px system-ui,sans-serif;background:#101322;color:#f4f4f8;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1b2036;padding:2rem;border-radius:1rem;max-width:22rem;width:calc(100% - 2rem)}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.6rem;border:0;margin:.25rem .25rem 0 0;cursor:pointer}
.test{background:#5a4a12;color:#ffe08a;padding:.5rem .75rem;border-radius:.5rem}.pay{background:#3ddc97;color:#0b1a12}.cancel{background:#3a4060;color:#fff}</style></head>
<body><main><h1>${escapeHtml(options.gateway)} (fake)</h1>
<p class="test">Test payment: no real money is charged.</p><p>Amount: <strong>${amount}</strong></p>
<form method="post" action="${escapeHtml(options.action)}/pay" style="display:inline"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(options.action)}/cancel" style="display:inline"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`
}

/** Starts a server on 127.0.0.1 (port 0: any free one). */
export async function listen(
  handler: Handler,
  port = 0
): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      Promise.resolve(handler(request, body, response)).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) })
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  return { server, origin: `http://127.0.0.1:${address.port}` }
}

export function close(server: Server) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // fetch keeps connections alive; without this close() would wait for them to idle out.
  server.closeAllConnections()
  return closed
}

export async function postJson(url: string, body: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, body: await response.text() }
}
