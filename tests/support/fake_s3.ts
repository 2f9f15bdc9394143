import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

type StoredObject = { body: Buffer; contentType: string }

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * An S3-compatible object store on 127.0.0.1 (an ephemeral port), enough for
 * the drive's S3 disk: path-style `/<bucket>/<key>` PUT, GET, HEAD and
 * DELETE of objects in the buckets it was made with. Signatures are not
 * checked; every request is recorded. An unknown bucket or object answers
 * S3's XML error, and a chunked (aws-chunked) upload is refused, so the
 * client must send plain bodies.
 */
export class FakeS3 {
  readonly objects = new Map<string, StoredObject>()
  readonly requests: Array<{ method: string; path: string; authorization: string | undefined }> = []

  private constructor(
    private server: Server,
    private buckets: ReadonlySet<string>
  ) {}

  static async start(buckets: string[]) {
    const server = createServer()
    const fake = new FakeS3(server, new Set(buckets))
    server.on('request', (request, response) => {
      fake.handle(request).then(
        ({ status, headers, body }) => {
          response.writeHead(status, headers)
          response.end(request.method === 'HEAD' ? undefined : body)
        },
        () => {
          response.writeHead(500)
          response.end()
        }
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return fake
  }

  get endpoint() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  /** The stored object at `bucket/key`, or undefined. */
  object(bucket: string, key: string) {
    return this.objects.get(`${bucket}/${key}`)
  }

  async close() {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private async handle(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', this.endpoint)
    const method = request.method ?? 'GET'
    this.requests.push({ method, path: url.pathname, authorization: request.headers.authorization })
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = rest.map(decodeURIComponent).join('/')
    if (!this.buckets.has(bucket)) return this.error(404, 'NoSuchBucket')
    const id = `${bucket}/${key}`

    if (method === 'PUT') {
      if (String(request.headers['content-encoding'] ?? '').includes('aws-chunked')) {
        return this.error(400, 'NotImplemented')
      }
      const body = await bodyOf(request)
      const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream')
      this.objects.set(id, { body, contentType })
      return { status: 200, headers: { ETag: `"${body.length}"` }, body: '' }
    }
    const stored = this.objects.get(id)
    if (method === 'DELETE') {
      this.objects.delete(id)
      return { status: 204, headers: {}, body: '' }
    }
    if (method !== 'GET' && method !== 'HEAD') return this.error(405, 'MethodNotAllowed')
    if (!stored) return this.error(404, 'NoSuchKey')
    return {
      status: 200,
      headers: { 'Content-Type': stored.contentType, 'Content-Length': stored.body.length },
      body: stored.body,
    }
  }

  private error(status: number, code: string) {
    return {
      status,
      headers: { 'Content-Type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    }
  }
}
