import { request as httpRequest } from 'node:http'
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'

/** The body of an API answer, once it arrived. */
export async function bodyOf<T>(pending: PromiseLike<{ body(): unknown }>) {
  const response = await pending
  return response.body() as T
}

/** The status of an API answer, once it arrived. */
export async function statusOf(pending: PromiseLike<{ status(): number }>) {
  const response = await pending
  return response.status()
}

/** A fixture of tests/fixtures/looks (written by its generate.py). */
export function lookFixture(name: string) {
  return readFile(app.makePath('tests/fixtures/looks', name))
}

/** Writes bytes under a file name, for a multipart body. */
export async function fileOf(name: string, bytes: Buffer) {
  const folder = await mkdtemp(join(tmpdir(), 'looks-upload-'))
  const path = join(folder, name)
  await writeFile(path, bytes)
  return path
}

/** RGBA pixels of an image, to compare pictures rather than encodings. */
export async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data: Buffer.from(data).toString('base64') }
}

/**
 * A decompression bomb: a 1-bit grey PNG of width × height pixels, all black, whose
 * zeros deflate to a few tens of KB.
 */
export function pngBomb(width: number, height: number) {
  const row = Math.ceil(width / 8) + 1
  const idat = deflateSync(Buffer.alloc(row * height), { level: 9 })
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

/**
 * Points the body parser's temp files (os.tmpdir()) at a private folder while `run` runs and
 * answers what is left in it afterwards: an upload must leave nothing behind.
 */
export async function tempFilesLeftBy(run: () => Promise<void>) {
  const previous = process.env.TMPDIR
  const folder = await mkdtemp(join(tmpdir(), 'looks-tmp-'))
  process.env.TMPDIR = folder
  try {
    await run()
  } finally {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
  }
  const leftover = () =>
    readdir(folder).then((names) => names.filter((name) => !name.startsWith('looks-upload-')))
  // The body parser removes a refused upload's file when its stream closes, which may come
  // just after the answer: a file still there after 5 s is one left behind.
  const deadline = Date.now() + 5000
  let left = await leftover()
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    left = await leftover()
  }
  return left
}

/**
 * Posts a large multipart file the way a browser does: the server may answer (413) and close
 * before the body is sent, so the answer is read even if writing the rest then fails.
 */
export function postLargeFile(
  url: string,
  headers: Record<string, string>,
  field: string,
  bytes: Buffer
): Promise<{ status: number; body: Record<string, unknown> }> {
  const boundary = `----looks${Date.now()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.png"\r\n` +
      'Content-Type: image/png\r\n\r\n'
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'Accept': 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': head.length + bytes.length + tail.length,
      },
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        })
      )
    })
    // Writing after the server answered and closed fails; the answer still counts.
    request.on('error', (error) => setTimeout(() => reject(error), 2000))
    request.write(head)
    request.write(bytes)
    request.end(tail)
  })
}
