/*
| A fake VK API on 127.0.0.1 for the daily bonus (issue #24): the methods
| `groups.isMember` and `messages.isMessagesFromGroupAllowed` as VK answers
| them (https://dev.vk.com/ru/method/groups.isMember,
| https://dev.vk.com/ru/method/messages.isMessagesFromGroupAllowed): a form
| POST to /method/<name> with access_token and v, `{"response": …}` or
| `{"error": {error_code, error_msg, request_params}}`. Tests set who is a
| member; in the local demo (`node ace vk:fake`) its page at / lets a
| tester join, leave and allow messages for a VK user id.
*/
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { close, escapeHtml, listen, redirect, sendHtml, sendJson } from '#dev/fakes/fake_http'

export type FakeVkApiOptions = { port?: number; token: string; groupId: string }

type VkUser = { member: boolean; messages: boolean }

export class FakeVkApi {
  /** Each method call as received: its name and form parameters. */
  readonly calls: { method: string; params: Record<string, string> }[] = []
  private users = new Map<string, VkUser>()
  /** When set, every method answers this VK error (e.g. 10: internal server error). */
  failWith: { code: number; message: string } | null = null

  private constructor(
    private server: Server,
    readonly origin: string,
    readonly options: FakeVkApiOptions
  ) {}

  static async start(options: FakeVkApiOptions) {
    let fake: FakeVkApi | undefined
    const { server, origin } = await listen(
      (request, body, response) => fake!.handle(request, body, response),
      options.port ?? 0
    )
    fake = new FakeVkApi(server, origin, options)
    return fake
  }

  /** The VK user joins (or leaves) the community. */
  setMember(userId: string, member: boolean) {
    this.users.set(userId, { ...this.user(userId), member })
  }

  /** The VK user allows (or forbids) the community's messages. */
  setMessages(userId: string, messages: boolean) {
    this.users.set(userId, { ...this.user(userId), messages })
  }

  reset() {
    this.users.clear()
    this.calls.length = 0
    this.failWith = null
  }

  stop() {
    return close(this.server)
  }

  private user(userId: string): VkUser {
    return this.users.get(userId) ?? { member: false, messages: false }
  }

  private async handle(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    if (request.method === 'GET' && url.pathname === '/') return this.page(response)
    if (request.method === 'POST' && url.pathname === '/toggle') {
      const form = new URLSearchParams(body)
      const userId = form.get('user_id') ?? ''
      const state = this.user(userId)
      if (form.get('what') === 'member') this.setMember(userId, !state.member)
      else this.setMessages(userId, !state.messages)
      return redirect(response, '/')
    }
    const method = /^\/method\/([\w.]+)$/.exec(url.pathname)?.[1]
    if (!method) return sendJson(response, 404, { error: 'not found' })
    const params = Object.fromEntries(new URLSearchParams(body || url.search))
    this.calls.push({ method, params })
    const requestParams = Object.entries(params)
      .filter(([key]) => key !== 'access_token')
      .map(([key, value]) => ({ key, value }))
    const error = (code: number, message: string) =>
      sendJson(response, 200, {
        error: { error_code: code, error_msg: message, request_params: requestParams },
      })
    if (this.failWith) return error(this.failWith.code, this.failWith.message)
    if (params.access_token !== this.options.token) {
      return error(5, 'User authorization failed: invalid access_token (4).')
    }
    if (!params.v) return error(8, 'Invalid request: v (version) is required')
    if (params.group_id !== this.options.groupId)
      return error(15, 'Access denied: no access to this group')
    if (!/^\d+$/.test(params.user_id ?? '')) {
      return error(
        100,
        'One of the parameters specified was missing or invalid: user_id is undefined'
      )
    }
    const user = this.user(params.user_id)
    if (method === 'groups.isMember') {
      return sendJson(response, 200, { response: user.member ? 1 : 0 })
    }
    if (method === 'messages.isMessagesFromGroupAllowed') {
      return sendJson(response, 200, { response: { is_allowed: user.messages ? 1 : 0 } })
    }
    return error(3, 'Unknown method passed')
  }

  /** The demo's stand-in for the community page: who joined, who allows messages. */
  private page(response: ServerResponse) {
    const rows = [...this.users.entries()]
      .map(
        ([id, user]) =>
          `<tr><td>${escapeHtml(id)}</td><td>${user.member ? 'yes' : 'no'}</td><td>${user.messages ? 'yes' : 'no'}</td></tr>`
      )
      .join('')
    sendHtml(
      response,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VK API (fake)</title></head>
<body style="font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto">
<h1>VK community ${escapeHtml(this.options.groupId)} (fake)</h1>
<form method="post" action="/toggle"><label>VK user id <input name="user_id" required pattern="\\d+"></label>
<button name="what" value="member">Join / leave</button> <button name="what" value="messages">Allow / forbid messages</button></form>
<table><thead><tr><th>user</th><th>member</th><th>messages</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`
    )
  }
}
