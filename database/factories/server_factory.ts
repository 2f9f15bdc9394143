import factory from '@adonisjs/lucid/factories'
import Server from '#models/server'

/** A game server of the network, without a status address. */
export const ServerFactory = factory
  .define(Server, ({ faker }) => {
    const name = `${faker.word.adjective()} ${faker.string.alphanumeric(6)}`
    return {
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name,
      taglineRu: 'Модовый сервер для тестов',
      taglineEn: 'A modded server for tests',
      gameVersion: '1.12.2',
      pvp: false,
      host: null,
      port: null,
      position: faker.number.int({ min: 1, max: 100 }),
    }
  })
  .state('pvp', (server) => {
    server.pvp = true
  })
  // Takes delivery commands over RCON (port and password set by the test's fake server).
  .state('rcon', (server) => {
    server.deliveryTransport = 'rcon'
    server.rconHost = '127.0.0.1'
  })
  .build()
