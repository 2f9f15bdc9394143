import { createConnection } from 'node:net'
import env from '#start/env'

/** The Redis server the tests of shared stores use (.env or 127.0.0.1:6379). */
export const REDIS_HOST = env.get('REDIS_HOST', '127.0.0.1')
export const REDIS_PORT = env.get('REDIS_PORT', 6379)

/** True when a Redis server answers PING within a second. */
export function redisAnswers() {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: REDIS_HOST, port: REDIS_PORT })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')))
    socket.once('connect', () => socket.write('PING\r\n'))
  })
}
