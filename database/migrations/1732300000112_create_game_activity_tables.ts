import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/*
| What the game servers report through the game API (#9, docs/game-api.md), per server:
|
| - game_events: every event applied, by its plugin-made id; inserted in the same transaction
|   as the event's effect, so the unique index settles a replay, concurrent or not.
| - game_presence_entries: each player's timeline of joins and leaves (plugin events and what
|   heartbeats imply), kept so a late event can be replayed into it;
|   game_player_presences: where it stands now (online since, last seen), one row per player.
| - game_play_sessions: finished sessions; game_playtimes: their seconds per UTC day.
| - game_player_statistics: sums of the stats deltas.
| - game_bans: by the server's ban id; a row may hold only `lifted_at` when the unban came first.
|
| Rules: app/domain/network/play_sessions.ts, app/services/network/*.
*/

function serverColumn(table: Knex.CreateTableBuilder) {
  table.integer('server_id').unsigned().notNullable().references('servers.id').onDelete('CASCADE')
}

function playerColumn(table: Knex.CreateTableBuilder) {
  table
    .integer('game_player_id')
    .unsigned()
    .notNullable()
    .references('game_players.id')
    .onDelete('CASCADE')
}

const STATISTICS = [
  'blocks_broken',
  'blocks_placed',
  'players_killed',
  'mobs_killed',
  'deaths',
  'experience',
  'chat_messages',
  'case_openings',
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('game_events', (table) => {
      table.bigIncrements('id')
      serverColumn(table)
      table.string('event_id', 36).notNullable()
      table.string('type', 8).notNullable()
      table.datetime('at').notNullable()
      table.datetime('received_at').notNullable()
      table.unique(['server_id', 'event_id'])
    })

    this.schema.createTable('game_presence_entries', (table) => {
      table.bigIncrements('id')
      serverColumn(table)
      playerColumn(table)
      table.enum('kind', ['join', 'leave']).notNullable()
      table.enum('source', ['event', 'heartbeat']).notNullable()
      table.datetime('at').notNullable()
      table.index(['server_id', 'game_player_id', 'at'])
    })

    this.schema.createTable('game_player_presences', (table) => {
      serverColumn(table)
      playerColumn(table)
      table.boolean('online').notNullable()
      table.datetime('online_since').nullable()
      table.datetime('last_seen_at').nullable()
      table.datetime('last_event_at').nullable()
      table.primary(['server_id', 'game_player_id'])
      table.index(['server_id', 'online'])
    })

    this.schema.createTable('game_play_sessions', (table) => {
      table.bigIncrements('id')
      serverColumn(table)
      playerColumn(table)
      table.datetime('started_at').notNullable()
      table.datetime('ended_at').notNullable()
      table.integer('seconds').unsigned().notNullable()
      table.enum('end_reason', ['leave', 'rejoin', 'heartbeat']).notNullable()
      table.index(['server_id', 'game_player_id', 'started_at'])
    })

    this.schema.createTable('game_playtimes', (table) => {
      playerColumn(table)
      serverColumn(table)
      table.date('day').notNullable()
      // Signed: a replay books a replaced session's seconds back as a negative amount.
      table.integer('seconds').notNullable()
      table.primary(['game_player_id', 'server_id', 'day'])
      // Tops: who played most on a server (or everywhere) over a period.
      table.index(['server_id', 'day'])
      table.index(['day'])
    })

    this.schema.createTable('game_player_statistics', (table) => {
      playerColumn(table)
      serverColumn(table)
      for (const column of STATISTICS) {
        table.bigInteger(column).unsigned().notNullable().defaultTo(0)
      }
      table.datetime('updated_at').notNullable()
      table.primary(['game_player_id', 'server_id'])
      table.index(['server_id'])
    })

    this.schema.createTable('game_bans', (table) => {
      table.bigIncrements('id')
      serverColumn(table)
      const banId = table.string('ban_id', 64).notNullable()
      // Ban ids are compared as sent, as SQLite does: `B-7` and `b-7` are two bans.
      if (this.db.dialect.name === 'mysql') banId.collate('utf8mb4_bin')
      table.string('nickname', 16).nullable()
      table.string('nickname_key', 16).nullable()
      table.string('banned_by', 64).nullable()
      table.string('reason', 500).nullable()
      table.datetime('starts_at').nullable()
      // Null: permanent.
      table.datetime('ends_at').nullable()
      // `at` of the ban event the row shows, so an older one cannot overwrite a newer one.
      table.datetime('banned_event_at').nullable()
      table.datetime('lifted_at').nullable()
      table.string('lifted_by', 64).nullable()
      table.datetime('created_at').notNullable()
      table.datetime('updated_at').notNullable()
      table.unique(['server_id', 'ban_id'])
      table.index(['nickname_key'])
      table.index(['starts_at'])
    })
  }

  async down() {
    for (const table of [
      'game_bans',
      'game_player_statistics',
      'game_playtimes',
      'game_play_sessions',
      'game_player_presences',
      'game_presence_entries',
      'game_events',
    ]) {
      this.schema.dropTable(table)
    }
  }
}
