/*
| The demo seed's texts (issue #10): seven wipe news posts, four server
| pages, twelve mods and the staff pages, in Russian and English.
*/
import type { ColorScheme } from '#domain/content/documents'

type Text = { title: string; summary: string; body: string }
export type DemoDocument = {
  slug: string
  ru: Text
  en: Text
  color: ColorScheme
  publishedAt?: string
  tags?: string[]
  servers?: string[]
  serverName?: string
  modpackVersion?: string
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

type Season = {
  slug: string
  date: string
  ru: string
  en: string
  /** Each post's own lead, in both languages. */
  summary: { ru: string; en: string }
  color: ColorScheme
}

const SEASONS: Season[] = [
  {
    slug: 'wipe-winter-2025',
    date: '2025-01-17T15:00:00Z',
    ru: 'зимний вайп 2025',
    en: 'winter 2025 wipe',
    summary: {
      ru: 'Зимний сезон открывает ледяные биомы на SKY и новую ветку квестов на TechnoMagic RPG.',
      en: 'The winter season opens icy biomes on SKY and a new quest line on TechnoMagic RPG.',
    },
    color: 'cyan',
  },
  {
    slug: 'wipe-autumn-2024',
    date: '2024-09-20T15:00:00Z',
    ru: 'осенний вайп 2024',
    en: 'autumn 2024 wipe',
    summary: {
      ru: 'Осенью HiTech получает новые реакторы, а Magic RPG — школу некромантии.',
      en: 'This autumn HiTech gets new reactors and Magic RPG a school of necromancy.',
    },
    color: 'orange',
  },
  {
    slug: 'wipe-spring-2024',
    date: '2024-04-12T15:00:00Z',
    ru: 'весенний вайп 2024',
    en: 'spring 2024 wipe',
    summary: {
      ru: 'Весенний вайп: обновлённая экономика, рынок игроков и возврат привилегий за 14 дней.',
      en: 'The spring wipe: a reworked economy, a player market and refunds for the last 14 days.',
    },
    color: 'green',
  },
  {
    slug: 'wipe-winter-2024',
    date: '2024-01-19T15:00:00Z',
    ru: 'зимний вайп 2024',
    en: 'winter 2024 wipe',
    summary: {
      ru: 'Новый год с чистого мира: сборки на свежих версиях модов и зимние испытания.',
      en: 'A new year from a fresh world: packs on fresh mod versions and winter challenges.',
    },
    color: 'blue',
  },
  {
    slug: 'wipe-autumn-2023',
    date: '2023-09-22T15:00:00Z',
    ru: 'осенний вайп 2023',
    en: 'autumn 2023 wipe',
    summary: {
      ru: 'Осенний вайп приносит новые данжи на TechnoMagic RPG и переработанные острова SKY.',
      en: 'The autumn wipe brings new dungeons on TechnoMagic RPG and reworked SKY islands.',
    },
    color: 'red',
  },
  {
    slug: 'wipe-summer-2023',
    date: '2023-06-16T15:00:00Z',
    ru: 'летний вайп 2023',
    en: 'summer 2023 wipe',
    summary: {
      ru: 'Летний сезон: PvP-арены на всех серверах и первые сезонные награды.',
      en: 'The summer season: PvP arenas on every server and the first seasonal rewards.',
    },
    color: 'purple',
  },
  {
    slug: 'wipe-winter-2023',
    date: '2023-01-20T15:00:00Z',
    ru: 'зимний вайп 2023',
    en: 'winter 2023 wipe',
    summary: {
      ru: 'Первый вайп сети: четыре сервера стартуют одновременно на новых сборках.',
      en: "The network's first wipe: four servers start together on new packs.",
    },
    color: 'cyan',
  },
]

export const DEMO_NEWS: DemoDocument[] = SEASONS.map((season) => ({
  slug: season.slug,
  color: season.color,
  publishedAt: season.date,
  ru: {
    title: `Большой ${season.ru}`,
    summary: season.summary.ru,
    body:
      p(
        `Сегодня в 18:00 по Москве стартует ${season.ru}. Миры всех четырёх серверов начинаются заново, а вместе с ними — обновлённые сборки модов.`
      ) +
      '<h2>Что нового</h2>' +
      list(
        'Переработанная ветка квестов на TechnoMagic RPG',
        'Новые острова и испытания на TechnoMagic SKY',
        'Балансировка реакторов и энергосетей на HiTech',
        'Новые школы заклинаний на Magic RPG'
      ) +
      '<h2>Привилегии и возвраты</h2>' +
      p(
        'Привилегии, купленные за последние 14 дней перед вайпом, можно вернуть в кабинете в разделе «Возврат». Бессрочные привилегии остаются с вами.'
      ) +
      '<blockquote>Лаунчер обновит сборки сам — просто запустите его и выберите сервер.</blockquote>',
  },
  en: {
    title: `The big ${season.en}`,
    summary: season.summary.en,
    body:
      p(
        `The ${season.en} starts today at 15:00 UTC. The worlds of all four servers begin anew, together with updated mod packs.`
      ) +
      '<h2>What is new</h2>' +
      list(
        'A reworked quest line on TechnoMagic RPG',
        'New islands and challenges on TechnoMagic SKY',
        'Rebalanced reactors and power grids on HiTech',
        'New schools of spells on Magic RPG'
      ) +
      '<h2>Privileges and refunds</h2>' +
      p(
        'Privileges bought within the last 14 days before the wipe can be refunded in the cabinet under “Refund”. Permanent privileges stay with you.'
      ) +
      '<blockquote>The launcher updates the packs by itself: just start it and pick a server.</blockquote>',
  },
}))

type Mod = {
  slug: string
  name: string
  ru: string
  en: string
  tags: string[]
  servers: string[]
  color: ColorScheme
}

const MODS: Mod[] = [
  {
    slug: 'thaumcraft',
    name: 'Thaumcraft',
    ru: 'Исследуйте магию аспектов, стройте алтари и изучайте таумономикон.',
    en: 'Research the magic of aspects, build altars and study the Thaumonomicon.',
    tags: ['magic', 'research'],
    servers: ['techno-magic-rpg', 'magic-rpg'],
    color: 'purple',
  },
  {
    slug: 'industrial-craft-2',
    name: 'IndustrialCraft 2',
    ru: 'Генераторы, механизмы, ядерные реакторы и электроинструменты.',
    en: 'Generators, machines, nuclear reactors and electric tools.',
    tags: ['tech', 'energy'],
    servers: ['techno-magic-rpg', 'hitech', 'techno-magic-sky'],
    color: 'orange',
  },
  {
    slug: 'applied-energistics-2',
    name: 'Applied Energistics 2',
    ru: 'Цифровое хранилище предметов, автокрафт и МЭ-сети.',
    en: 'Digital item storage, autocrafting and ME networks.',
    tags: ['tech', 'storage'],
    servers: ['techno-magic-rpg', 'hitech', 'techno-magic-sky'],
    color: 'cyan',
  },
  {
    slug: 'botania',
    name: 'Botania',
    ru: 'Магия природы: функциональные цветы, мана и порталы в Альфхейм.',
    en: 'Nature magic: functional flowers, mana and portals to Alfheim.',
    tags: ['magic', 'nature'],
    servers: ['techno-magic-rpg', 'techno-magic-sky', 'magic-rpg'],
    color: 'green',
  },
  {
    slug: 'blood-magic',
    name: 'Blood Magic',
    ru: 'Тёмная магия жертвоприношений, ритуалы и живая броня.',
    en: 'Dark sacrificial magic, rituals and living armour.',
    tags: ['magic'],
    servers: ['techno-magic-rpg', 'magic-rpg'],
    color: 'red',
  },
  {
    slug: 'thermal-expansion',
    name: 'Thermal Expansion',
    ru: 'Машины обработки руды, динамо и транспорт энергии.',
    en: 'Ore processing machines, dynamos and energy transport.',
    tags: ['tech', 'energy'],
    servers: ['hitech', 'techno-magic-sky'],
    color: 'orange',
  },
  {
    slug: 'tinkers-construct',
    name: "Tinkers' Construct",
    ru: 'Собирайте инструменты и оружие из деталей и улучшайте их.',
    en: 'Build tools and weapons from parts and upgrade them.',
    tags: ['tools', 'combat'],
    servers: ['techno-magic-rpg', 'techno-magic-sky', 'magic-rpg'],
    color: 'blue',
  },
  {
    slug: 'draconic-evolution',
    name: 'Draconic Evolution',
    ru: 'Драконья броня, энергоядра и оружие конца игры.',
    en: 'Draconic armour, energy cores and end-game weapons.',
    tags: ['tech', 'combat'],
    servers: ['hitech'],
    color: 'purple',
  },
  {
    slug: 'astral-sorcery',
    name: 'Astral Sorcery',
    ru: 'Магия звёзд: созвездия, алтари и звёздный свет.',
    en: 'Star magic: constellations, altars and starlight.',
    tags: ['magic', 'research'],
    servers: ['magic-rpg'],
    color: 'blue',
  },
  {
    slug: 'mekanism',
    name: 'Mekanism',
    ru: 'Удвоение руды, химическая обработка и термоядерный реактор.',
    en: 'Ore doubling, chemical processing and a fusion reactor.',
    tags: ['tech', 'energy'],
    servers: ['hitech', 'techno-magic-rpg'],
    color: 'cyan',
  },
  {
    slug: 'ender-io',
    name: 'Ender IO',
    ru: 'Многослойные кабели, машины и сплавы для автоматизации.',
    en: 'Layered conduits, machines and alloys for automation.',
    tags: ['tech', 'storage'],
    servers: ['hitech', 'techno-magic-sky'],
    color: 'green',
  },
  {
    slug: 'galacticraft',
    name: 'Galacticraft',
    ru: 'Ракеты, кислород и полёты на Луну и Марс.',
    en: 'Rockets, oxygen and flights to the Moon and Mars.',
    tags: ['tech', 'exploration'],
    servers: ['hitech'],
    color: 'red',
  },
]

export const DEMO_MODS: DemoDocument[] = MODS.map((mod, index) => ({
  slug: mod.slug,
  color: mod.color,
  tags: mod.tags,
  servers: mod.servers,
  publishedAt: new Date(Date.UTC(2024, 0, 10 + index)).toISOString(),
  ru: {
    title: mod.name,
    summary: mod.ru,
    body:
      p(
        mod.ru,
        `На наших серверах ${mod.name} настроен под экономику сети: некоторые рецепты изменены, а самые мощные механизмы ограничены по количеству в чанке.`
      ) +
      '<h2>С чего начать</h2>' +
      p(
        'Откройте встроенное руководство мода в игре и пройдите первые главы — они дают стартовые ресурсы.'
      ),
  },
  en: {
    title: mod.name,
    summary: mod.en,
    body:
      p(
        mod.en,
        `On our servers ${mod.name} is tuned to the network's economy: some recipes are changed and the strongest machines are limited per chunk.`
      ) +
      '<h2>Where to start</h2>' +
      p(
        "Open the mod's in-game guide and go through the first chapters: they hand out starting resources."
      ),
  },
}))

const SERVER_TEXTS: Record<
  string,
  { ru: string; en: string; color: ColorScheme; modpack: string }
> = {
  'techno-magic-rpg': {
    ru: 'Магия и техника в одном мире: прокачивайте персонажа, проходите данжи и стройте заводы на мане.',
    en: 'Magic and technology in one world: level your character, clear dungeons and build mana-powered factories.',
    color: 'purple',
    modpack: '5.2.0',
  },
  'hitech': {
    ru: 'Индустриальный сервер для тех, кто любит оптимизировать: реакторы, конвейеры и космос.',
    en: 'An industrial server for those who love optimising: reactors, conveyors and space.',
    color: 'orange',
    modpack: '4.8.1',
  },
  'techno-magic-sky': {
    ru: 'Начните на крошечном острове в небе и постройте магическую фабрику из ничего.',
    en: 'Start on a tiny island in the sky and build a magic factory from nothing.',
    color: 'cyan',
    modpack: '3.4.2',
  },
  'magic-rpg': {
    ru: 'Только магия: школы заклинаний, артефакты, боссы и гильдии.',
    en: 'Magic only: schools of spells, artefacts, bosses and guilds.',
    color: 'green',
    modpack: '2.1.0',
  },
}

export function demoServerPages(servers: { slug: string; name: string }[]): DemoDocument[] {
  return servers.map((server) => {
    const text = SERVER_TEXTS[server.slug] ?? {
      ru: server.name,
      en: server.name,
      color: 'blue' as const,
      modpack: '1.0.0',
    }
    return {
      slug: server.slug,
      color: text.color,
      serverName: server.slug,
      modpackVersion: text.modpack,
      publishedAt: '2023-01-01T12:00:00Z',
      ru: {
        title: server.name,
        summary: text.ru,
        body:
          p(text.ru) +
          '<h2>Как начать</h2>' +
          list(
            'Скачайте лаунчер на странице «Начать играть»',
            'Войдите своим аккаунтом',
            `Выберите ${server.name} и нажмите «Играть»`
          ) +
          '<h2>Правила</h2>' +
          p('На сервере действуют общие правила сети. Гриф и читы приводят к бану.'),
      },
      en: {
        title: server.name,
        summary: text.en,
        body:
          p(text.en) +
          '<h2>How to start</h2>' +
          list(
            'Download the launcher on the “Start playing” page',
            'Log in with your account',
            `Pick ${server.name} and press “Play”`
          ) +
          '<h2>Rules</h2>' +
          p("The network's common rules apply. Griefing and cheats lead to a ban."),
      },
    }
  })
}

export const DEMO_RULES: DemoDocument = {
  slug: 'rules',
  color: 'blue',
  publishedAt: '2023-01-01T12:00:00Z',
  ru: {
    title: 'Правила',
    summary: 'Правила сети TechnoMagic: общение, игра, торговля и наказания.',
    body:
      p(
        'Играя на серверах TechnoMagic, вы принимаете эти правила. Незнание правил не освобождает от ответственности.'
      ) +
      '<h2>1. Общение</h2>' +
      list(
        '1.1. Уважайте других игроков: без оскорблений, угроз и травли.',
        '1.2. Запрещены спам, флуд и реклама сторонних проектов.',
        '1.3. Не выдавайте себя за администрацию.'
      ) +
      '<h2>2. Игровой процесс</h2>' +
      list(
        '2.1. Запрещены читы, макросы и использование ошибок игры.',
        '2.2. Гриф чужих построек запрещён, кроме зон с PvP по правилам сервера.',
        '2.3. Механизмы, нагружающие сервер, могут быть удалены без компенсации.'
      ) +
      '<h2>3. Торговля</h2>' +
      list(
        '3.1. Продажа игровых ценностей за реальные деньги вне магазина запрещена.',
        '3.2. Обман при обмене наказывается баном.'
      ) +
      '<h2>4. Наказания</h2>' +
      p(
        'Нарушение правил ведёт к предупреждению, временному или постоянному бану. Временный бан можно снять досрочно в кабинете.'
      ),
  },
  en: {
    title: 'Rules',
    summary: 'The rules of the TechnoMagic network: chat, play, trade and penalties.',
    body:
      p(
        'By playing on the TechnoMagic servers you accept these rules. Not knowing them is no excuse.'
      ) +
      '<h2>1. Chat</h2>' +
      list(
        '1.1. Respect other players: no insults, threats or harassment.',
        '1.2. No spam, flooding or advertising of other projects.',
        '1.3. Do not pretend to be staff.'
      ) +
      '<h2>2. Gameplay</h2>' +
      list(
        '2.1. Cheats, macros and exploiting game bugs are forbidden.',
        "2.2. Griefing others' builds is forbidden, except in PvP zones by the server's rules.",
        '2.3. Machines that overload the server may be removed without compensation.'
      ) +
      '<h2>3. Trade</h2>' +
      list(
        '3.1. Selling game valuables for real money outside the store is forbidden.',
        '3.2. Cheating in a trade leads to a ban.'
      ) +
      '<h2>4. Penalties</h2>' +
      p(
        'Breaking the rules leads to a warning, a temporary or a permanent ban. A temporary ban can be lifted early in the cabinet.'
      ),
  },
}

export const DEMO_PRIVACY: DemoDocument = {
  slug: 'privacy',
  color: 'blue',
  publishedAt: '2023-01-01T12:00:00Z',
  ru: {
    title: 'Политика конфиденциальности',
    summary: 'Какие данные мы храним, зачем и как долго.',
    body:
      '<h2>Какие данные мы храним</h2>' +
      list(
        'Никнейм, e-mail и хеш пароля (сам пароль не хранится).',
        'Сеансы входа: браузер, система, IP-адрес и время.',
        'Игровую статистику и историю покупок.'
      ) +
      '<h2>Зачем</h2>' +
      p(
        'Чтобы вы могли входить на сайт и в лаунчер, получать купленное и восстанавливать доступ.'
      ) +
      '<h2>Кому передаём</h2>' +
      p(
        'Платёжным системам — только данные для оплаты. Больше никому, кроме случаев, предусмотренных законом.'
      ) +
      '<h2>Ваши права</h2>' +
      p('Вы можете завершить любой сеанс в кабинете и попросить удалить аккаунт через поддержку.'),
  },
  en: {
    title: 'Privacy policy',
    summary: 'What data we keep, why and for how long.',
    body:
      '<h2>What we keep</h2>' +
      list(
        'Nickname, e-mail and a hash of the password (never the password itself).',
        'Login sessions: browser, system, IP address and time.',
        'Game statistics and purchase history.'
      ) +
      '<h2>Why</h2>' +
      p(
        'So that you can log in on the site and in the launcher, receive what you bought and regain access.'
      ) +
      '<h2>Who receives it</h2>' +
      p(
        'Payment providers get what a payment needs. Nobody else, except where the law requires it.'
      ) +
      '<h2>Your rights</h2>' +
      p('You can end any session in the cabinet and ask support to delete your account.'),
  },
}

export const DEMO_OFFER: DemoDocument = {
  slug: 'public-offer',
  color: 'blue',
  publishedAt: '2023-01-01T12:00:00Z',
  ru: {
    title: 'Публичная оферта',
    summary: 'Условия покупки привилегий и игровых предметов, включая возврат.',
    body:
      '<h2>1. Предмет</h2>' +
      p(
        'Проект TechnoMagic предоставляет доступ к игровым серверам и продаёт привилегии и игровые предметы за рубли и монеты сайта.'
      ) +
      '<h2>2. Оплата</h2>' +
      p(
        'Оплата банковской картой, через систему быстрых платежей или криптовалютой. Баланс пополняется после подтверждения платежа.'
      ) +
      '<h2>3. Возврат</h2>' +
      list(
        '3.1. От привилегии можно отказаться, если она куплена более 15 дней назад.',
        '3.2. От игровых предметов можно отказаться, если они куплены более 14 дней назад.',
        '3.3. После вайпа траты за последние 14 дней перед ним возвращаются по заявке в кабинете.'
      ) +
      '<h2>4. Ответственность</h2>' +
      p('Нарушение правил серверов может привести к бану без возврата средств.'),
  },
  en: {
    title: 'Public offer',
    summary: 'Terms of buying privileges and game items, refunds included.',
    body:
      '<h2>1. Subject</h2>' +
      p(
        'The TechnoMagic project gives access to its game servers and sells privileges and game items for rubles and site coins.'
      ) +
      '<h2>2. Payment</h2>' +
      p(
        'Pay by bank card, through the instant payment system or with cryptocurrency. The balance is topped up once the payment is confirmed.'
      ) +
      '<h2>3. Refunds</h2>' +
      list(
        '3.1. A privilege may be refused if it was bought more than 15 days ago.',
        '3.2. Game items may be refused if they were bought more than 14 days ago.',
        '3.3. After a wipe, spending in the last 14 days before it is refunded on request in the cabinet.'
      ) +
      '<h2>4. Liability</h2>' +
      p('Breaking the servers’ rules may lead to a ban without a refund.'),
  },
}
