import { once } from 'node:events'
import { connect } from 'node:net'
import { test } from '@japa/runner'
import { decodePackets, encodePacket } from '#clients/rcon_packets'
import FakeRconServer from '#dev/fakes/rcon_server'

/** Sends packets and reads the packets answered to them as [id, type, body]. */
async function exchange(port: number, packets: Buffer[], answers: number) {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  for (const packet of packets) socket.write(packet)
  let received: Buffer = Buffer.alloc(0)
  const read: Array<[number, number, string]> = []
  while (read.length < answers) {
    const [chunk] = (await once(socket, 'data')) as [Buffer]
    const decoded = decodePackets(Buffer.concat([received, chunk]))
    received = decoded.rest
    read.push(
      ...decoded.packets.map(({ id, type, body }): [number, number, string] => [id, type, body])
    )
  }
  socket.destroy()
  return read
}

test.group('Fake RCON server', () => {
  test('answers a login with the auth reply alone, -1 for a wrong password', async ({ assert }) => {
    const rcon = await new FakeRconServer({ password: 'secret' }).listen()
    try {
      assert.deepEqual(await exchange(rcon.port, [encodePacket(7, 3, 'wrong')], 1), [[-1, 2, '']])
      const ran = await exchange(
        rcon.port,
        [encodePacket(7, 3, 'secret'), encodePacket(8, 2, 'say hi')],
        2
      )
      assert.deepEqual(ran, [
        [7, 2, ''],
        [8, 0, 'Ran: say hi'],
      ])
      assert.deepEqual(rcon.commands, ['say hi'])
    } finally {
      await rcon.close()
    }
  })

  test('in the Source dialect sends an empty packet before the auth reply', async ({ assert }) => {
    const rcon = await new FakeRconServer({
      password: 'secret',
      respond: (command) => `Executed: ${command}`,
      dialect: 'source',
    }).listen()
    try {
      const refused = await exchange(rcon.port, [encodePacket(7, 3, 'wrong')], 2)
      assert.deepEqual(refused[1], [-1, 2, ''])

      const ran = await exchange(
        rcon.port,
        [encodePacket(7, 3, 'secret'), encodePacket(8, 2, 'lp user Nova parent add vip')],
        3
      )
      assert.deepEqual(ran[1], [7, 2, ''])
      assert.deepEqual(ran[2], [8, 0, 'Executed: lp user Nova parent add vip'])
      assert.deepEqual(rcon.commands, ['lp user Nova parent add vip'])
    } finally {
      await rcon.close()
    }
  })
})
