import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { request as httpRequest } from 'node:http'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { siteUrl } from '#tests/support/http'
import { pagePath, pathFor } from '#tests/support/urls'

const UNREADABLE = {
  en: 'The request body could not be read.',
  ru: 'Не удалось прочитать тело запроса.',
}

/** A raw request, exactly as a client sends it (the API client would serialize the body). */
function send(path: string, type: string, body: string | Uint8Array<ArrayBuffer>, headers = {}) {
  return fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
    redirect: 'manual',
  })
}

/** A 1 MB file upload as a browser sends it (multipart/form-data with its boundary). */
function upload(path: string, headers = {}) {
  const form = new FormData()
  form.append('login', 'Steve_1')
  form.append('file', new Blob([new Uint8Array(1024 * 1024)]), 'big.bin')
  return fetch(siteUrl(path), { method: 'POST', headers, body: form, redirect: 'manual' })
}

/** Names in the temp folder that look like the body parser's upload files (UUIDs). */
async function tempUploads() {
  const names = await readdir(tmpdir())
  return new Set(names.filter((name) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-/.test(name)))
}

async function newTempUploads(before: Set<string>) {
  return [...(await tempUploads())].filter((name) => !before.has(name))
}

test.group('Unreadable request bodies', () => {
  // Titles show the body escaped: raw control bytes make CI's log a binary file.
  test('answers 400 in the §8 shape for the JSON body {label}')
    .with(
      ['null', '123', '"str"', 'true', '1e999', '{bad', '\u0000\u0001\u00FF'].map((body) => ({
        body,
        label: JSON.stringify(body).replace(
          /[^\x20-\x7e]/g,
          (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
        ),
      }))
    )
    .run(async ({ assert }, { body }) => {
      for (const locale of ['en', 'ru'] as const) {
        const response = await send(
          pathFor('api.accounts.field_checks.store'),
          'application/json',
          body,
          {
            'accept-language': locale,
          }
        )

        assert.equal(response.status, 400)
        assert.deepEqual(await response.json(), {
          error: 'unreadable_body',
          error_code: 1001,
          error_message: UNREADABLE[locale],
          details: { type: 'unreadable_body', description: UNREADABLE[locale] },
        })
      }
    })

  test('answers 400 for a UTF-16 body and an unknown charset', async ({ assert }) => {
    const utf16 = new Uint8Array(Buffer.from('{"login":"a"}', 'utf16le'))
    for (const type of ['application/json', 'application/json; charset=utf-16']) {
      const response = await send(pathFor('api.accounts.field_checks.store'), type, utf16)
      assert.equal(response.status, 400, type)
      const body = await response.json()
      assert.equal(body.error_code, 1001)
    }
  })

  test('shows a 400 page for a page form with a broken body', async ({ assert }) => {
    const response = await send(
      pagePath('ru', 'accounts.sessions.create'),
      'application/json',
      'null',
      { 'x-inertia': 'true' }
    )

    assert.equal(response.status, 400)
    const page = await response.text()
    assert.include(page, 'errors/bad_request')
  })
})

test.group('Multipart bodies', () => {
  test('are refused with 415 in the §8 shape on a route that takes no files: {path}')
    .with([
      // eslint-disable-next-line no-restricted-syntax -- raw path: an unknown API path
      { path: '/api/v1/does-not-exist' },
      { path: pathFor('api.accounts.field_checks.store') },
    ])
    .run(async ({ assert }, { path }) => {
      const before = await tempUploads()
      const response = await upload(path, { 'accept-language': 'en' })

      assert.equal(response.status, 415)
      assert.deepEqual(await response.json(), {
        error: 'unsupported_media_type',
        error_code: 415,
        error_message: 'Files cannot be sent here.',
        details: { type: 'unsupported_media_type', description: 'Files cannot be sent here.' },
      })
      assert.deepEqual(await newTempUploads(before), [])
    })

  test('are refused on a page without touching the disk', async ({ assert }) => {
    const before = await tempUploads()
    const response = await upload(pagePath('ru', 'accounts.sessions.create'), {
      'x-inertia': 'true',
    })

    assert.equal(response.status, 415)
    assert.include(await response.text(), 'errors/bad_request')
    assert.deepEqual(await newTempUploads(before), [])
  })

  test('are read on a route that takes files, and their temp files removed after', async ({
    assert,
  }) => {
    const uploadRoutes = app.config.get<string[]>('bodyparser.multipart.autoProcess')
    uploadRoutes.push(pathFor('api.accounts.field_checks.store'))
    try {
      const before = await tempUploads()
      const response = await upload(pathFor('api.accounts.field_checks.store'))

      assert.equal(response.status, 400)
      const body = await response.json()
      assert.equal(body.error, 'validation')
      assert.deepEqual(await newTempUploads(before), [])
    } finally {
      uploadRoutes.pop()
    }
  })

  test('leave no temp file when refused as too large, however the client ends', async ({
    assert,
  }) => {
    const before = await tempUploads()
    for (let attempt = 0; attempt < 3; attempt++) {
      assert.oneOf(await oversizedUpload(attempt % 2 === 0), [401, 413])
    }
    // A refused stream may still be closing its file when the answer is sent.
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.deepEqual(await newTempUploads(before), [])
  })
})

/**
 * 9 parts of 3 MB to the image upload (over its 20 MB limit), without a login; the client
 * hangs up as soon as an answer comes when `hangUp`, else reads it.
 */
function oversizedUpload(hangUp: boolean) {
  const boundary = 'x-boundary'
  const url = new URL(siteUrl(pathFor('api.content.images.store', { id: 'abc' })))
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0)
      if (hangUp) request.destroy()
      else response.resume()
    })
    request.on('error', () => resolve(0))
    const chunk = Buffer.alloc(256 * 1024)
    let part = 0
    let sent = 0
    const write = () => {
      while (part < 9) {
        if (sent === 0) {
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="f${part}"; filename="f${part}.png"\r\nContent-Type: image/png\r\n\r\n`
          if (!request.write(head)) return request.once('drain', write)
        }
        while (sent < 12) {
          sent++
          if (request.destroyed) return
          if (!request.write(chunk)) return request.once('drain', write)
        }
        request.write('\r\n')
        sent = 0
        part++
      }
      request.end(`--${boundary}--\r\n`)
    }
    setTimeout(write, 0)
    setTimeout(() => reject(new Error('upload did not end')), 20_000).unref()
  })
}
