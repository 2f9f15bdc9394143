import Server from '#models/server'

/**
 * The network's four servers (spec §1), in display order. Their status-ping
 * (and the first one's RCON) address is where `node ace network:demo` listens.
 */
export const DEMO_SERVERS = [
  {
    slug: 'techno-magic-rpg',
    name: 'TechnoMagic RPG',
    taglineRu: 'Магия и техника с RPG-прокачкой, квестами и данжами',
    taglineEn: 'Magic and technology with RPG levelling, quests and dungeons',
    gameVersion: '1.12.2',
    pvp: true,
    host: '127.0.0.1',
    port: 25565,
    rconHost: '127.0.0.1',
    rconPort: 25575,
    rconPassword: 'demo-rcon',
    position: 1,
    modpackVersion: '1.4.2',
    mainWorldArea: 10000,
    otherWorldsArea: 4000,
    address: 'rpg.technomagic.example',
    colorScheme: 'red',
  },
  {
    slug: 'hi-tech',
    name: 'HiTech',
    taglineRu: 'Индустриальные моды: реакторы, конвейеры и автоматизация',
    taglineEn: 'Industrial mods: reactors, conveyors and automation',
    gameVersion: '1.12.2',
    pvp: false,
    host: '127.0.0.1',
    port: 25566,
    position: 2,
    modpackVersion: '2.1.0',
    mainWorldArea: 8000,
    otherWorldsArea: 3000,
    address: 'hitech.technomagic.example:25566',
    colorScheme: 'cyan',
  },
  {
    slug: 'techno-magic-sky',
    name: 'TechnoMagic SKY',
    taglineRu: 'Выживание на парящих островах: с нуля до магической фабрики',
    taglineEn: 'Survival on floating islands: from nothing to a magic factory',
    gameVersion: '1.12.2',
    pvp: false,
    host: '127.0.0.1',
    port: 25567,
    position: 3,
    modpackVersion: '1.0.7',
    mainWorldArea: 2000,
    otherWorldsArea: 2000,
    address: 'sky.technomagic.example:25567',
    colorScheme: 'blue',
  },
  {
    slug: 'magic-rpg',
    name: 'Magic RPG',
    taglineRu: 'Чистая магия: школы заклинаний, артефакты и боссы',
    taglineEn: 'Pure magic: spell schools, artefacts and bosses',
    gameVersion: '1.16.5',
    pvp: true,
    host: '127.0.0.1',
    port: 25568,
    position: 4,
    modpackVersion: '3.0.1',
    mainWorldArea: 12000,
    otherWorldsArea: 5000,
    address: 'magic.technomagic.example:25568',
    colorScheme: 'violet',
  },
]

/** Platform demo data: the servers. Safe to run again. */
export async function seedPlatform() {
  await Server.updateOrCreateMany('slug', DEMO_SERVERS)
}
