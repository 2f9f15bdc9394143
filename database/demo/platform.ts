import Server from '#models/server'

/** The network's four servers (spec §1), in display order. */
export const DEMO_SERVERS = [
  {
    slug: 'techno-magic-rpg',
    name: 'TechnoMagic RPG',
    taglineRu: 'Магия и техника с RPG-прокачкой, квестами и данжами',
    taglineEn: 'Magic and technology with RPG levelling, quests and dungeons',
    gameVersion: '1.12.2',
    pvp: true,
    host: 'rpg.technomagic.example',
    port: 25565,
    position: 1,
  },
  {
    slug: 'hitech',
    name: 'HiTech',
    taglineRu: 'Индустриальные моды: реакторы, конвейеры и автоматизация',
    taglineEn: 'Industrial mods: reactors, conveyors and automation',
    gameVersion: '1.12.2',
    pvp: false,
    host: 'hitech.technomagic.example',
    port: 25566,
    position: 2,
  },
  {
    slug: 'techno-magic-sky',
    name: 'TechnoMagic SKY',
    taglineRu: 'Выживание на парящих островах: с нуля до магической фабрики',
    taglineEn: 'Survival on floating islands: from nothing to a magic factory',
    gameVersion: '1.12.2',
    pvp: false,
    host: 'sky.technomagic.example',
    port: 25567,
    position: 3,
  },
  {
    slug: 'magic-rpg',
    name: 'Magic RPG',
    taglineRu: 'Чистая магия: школы заклинаний, артефакты и боссы',
    taglineEn: 'Pure magic: spell schools, artefacts and bosses',
    gameVersion: '1.16.5',
    pvp: true,
    host: 'magic.technomagic.example',
    port: 25568,
    position: 4,
  },
]

/** Platform demo data: the servers. Safe to run again. */
export async function seedPlatform() {
  await Server.updateOrCreateMany('slug', DEMO_SERVERS)
}
