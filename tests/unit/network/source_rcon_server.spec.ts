import { once } from 'node:events'
import { connect } from 'node:net'
import { test } from '@japa/runner'
import { rconPacket, SourceRconServer } from '#dev/fakes/source_rcon_server'

/** Sends one packet and reads the packets answered to it (id, type, body). */
async function exchange(port: number, packets: Buffer[], answers: number) {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  for (const packet of packets) socket.write(packet)
  let received = Buffer.alloc(0)
  const read: Array<[number, number, string]> = []
  while (read.length < answers) {
    const [chunk] = (await once(socket, 'data')) as [Buffer]
    received = Buffer.concat([received, chunk])
    while (received.length >= 4 && received.length >= 4 + received.readInt32LE(0)) {
      const size = received.readInt32LE(0)
      read.push([
        received.readInt32LE(4),
        received.readInt32LE(8),
        received.subarray(12, 4 + size - 2).toString('utf8'),
      ])
      received = received.subarray(4 + size)
    }
  }
  socket.destroy()
  return read
}

test.group('Demo RCON endpoint', () => {
  test('runs commands after the right password and refuses a wrong one', async ({ assert }) => {
    const rcon = await new SourceRconServer('secret').listen()
    try {
      const refused = await exchange(rcon.port, [rconPacket(7, 3, 'wrong')], 2)
      assert.deepEqual(refused[1], [-1, 2, ''])

      const ran = await exchange(
        rcon.port,
        [rconPacket(7, 3, 'secret'), rconPacket(8, 2, 'lp user Nova parent add vip')],
        3
      )
      assert.deepEqual(ran[1], [7, 2, ''])
      assert.deepEqual(ran[2], [8, 0, 'Executed: lp user Nova parent add vip'])
      assert.deepEqual(rcon.executed, ['lp user Nova parent add vip'])
    } finally {
      await rcon.close()
    }
  })
})
