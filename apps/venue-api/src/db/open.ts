import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS } from './migrations'

/** The SQLite handle type used across venue-api. */
export type Db = Database.Database

/**
 * Opens (creating if needed) the SQLite file in the data directory and runs pending migrations.
 * @param dataDir - Directory that holds venue-api.sqlite.
 * @returns The open database.
 */
export function openDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(dbFile(dataDir))
  db.pragma('journal_mode = WAL')
  // WAL + NORMAL survives process crashes; only a power loss may drop the last commits.
  db.pragma('synchronous = NORMAL')
  // Checkpoints run in a worker thread (see checkpointer.ts), never on the request loop.
  db.pragma('wal_autocheckpoint = 0')
  db.pragma('foreign_keys = ON')
  migrate(db)
  return db
}

/**
 * The SQLite file of a data directory.
 * @param dataDir - The data directory.
 * @returns Path of venue-api.sqlite.
 */
export function dbFile(dataDir: string): string {
  return join(dataDir, 'venue-api.sqlite')
}

/**
 * Applies every migration not yet recorded in PRAGMA user_version, each in a transaction.
 * @param db - The database.
 * @returns How many migrations ran.
 */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true })
  const from = typeof current === 'number' ? current : 0
  let ran = 0
  for (let i = from; i < MIGRATIONS.length; i += 1) {
    const sql = MIGRATIONS[i]
    if (sql === undefined) continue
    db.transaction(() => {
      db.exec(sql)
      db.pragma(`user_version = ${i + 1}`)
    })()
    ran += 1
  }
  return ran
}
