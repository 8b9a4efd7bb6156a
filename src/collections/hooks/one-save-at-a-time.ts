import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type DatabaseAdapterObj, type PayloadRequest } from 'payload'
import { errors } from '@/labels/fields'
import { say } from '@/labels/label'

// Saves of one document happen one after another (docs/decisions/041-one-save-at-a-time.md).
//
// Payload saves a document by reading it whole (every language), merging the change in and writing
// it whole again. Two saves of one document at the same moment (the English editor and the Arabic
// editor, or an editor and a scheduled publication) both read it before either writes, and the
// second write puts back what the first changed: on PostgreSQL the English title came back as it
// was; on SQLite, which runs Payload without transactions, the second save failed with "The
// following field is invalid: _locale". So a save or delete of one document first takes that
// document's lock, held until its transaction ends: a row lock on PostgreSQL (every instance), a
// lock in this process on SQLite (one process by design).

/** How long a save waits for another save of the same document before it is refused. */
const saveWaitMs = 15_000

/** The locks of one process: which transaction holds which document, until it ends. */
export class DocumentLocks {
  private readonly held = new Map<string, { owner: string; released: Promise<void>; release: () => void }>()
  private readonly owned = new Map<string, string[]>()

  /**
   * Waits until no other transaction holds `key`, then holds it for `owner` (a transaction already
   * holding it passes at once: a hook's save inside the save). False when `waitMs` ran out.
   */
  async acquire(key: string, owner: string, waitMs = saveWaitMs): Promise<boolean> {
    const deadline = Date.now() + waitMs
    for (;;) {
      const current = this.held.get(key)
      if (!current) break
      if (current.owner === owner) return true
      const left = deadline - Date.now()
      if (left <= 0) return false
      let timer: ReturnType<typeof setTimeout> | undefined
      const ran = await Promise.race([current.released.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), left)))])
      clearTimeout(timer)
      if (ran) return false
    }
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    this.held.set(key, { owner, released, release })
    this.owned.set(owner, [...(this.owned.get(owner) ?? []), key])
    return true
  }

  /** Lets go of everything `owner` holds (its transaction committed or was rolled back). */
  releaseAll(owner: string): void {
    for (const key of this.owned.get(owner) ?? []) {
      const current = this.held.get(key)
      if (current?.owner !== owner) continue
      this.held.delete(key)
      current.release()
    }
    this.owned.delete(owner)
  }

  /** How many documents are held (for tests). */
  get size(): number {
    return this.held.size
  }
}

const locks = new DocumentLocks()

/**
 * The SQLite adapter with a transaction id per operation (SQLite's own transactions stay off, as
 * Payload's SQLite adapter has them by default): the id a document's lock is held under, let go of
 * when Payload commits or rolls the operation back.
 */
export function withDocumentLocks(result: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const { commitTransaction, rollbackTransaction } = adapter
      adapter.beginTransaction = async () => `lock-${randomUUID()}`
      adapter.commitTransaction = async (id) => {
        locks.releaseAll(String(await id))
        return commitTransaction.call(adapter, id)
      }
      adapter.rollbackTransaction = async (id) => {
        locks.releaseAll(String(await id))
        return rollbackTransaction.call(adapter, id)
      }
      return adapter
    },
  }
}

/** Refused after waiting `saveWaitMs` for another save of the same document, in the editor's language. */
function busy(req: PayloadRequest): APIError {
  const refusal = new APIError(say(errors.documentBusy, req), 409, null, true)
  // Named: the production build's REST answer passes the message on by the error's name (hooks/pdf-upload.ts).
  refusal.name = 'APIError'
  return refusal
}

type DrizzleSessions = {
  name: string
  sessions: Record<string, { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } } | undefined>
  tableNameMap: Map<string, string>
}

/** Takes the lock of the document an update or delete by id is about to read and write. */
const lockTheDocument: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const id = (args as { id?: number | string }).id
  if ((operation !== 'update' && operation !== 'delete') || id === undefined) return args
  const transaction = await req.transactionID
  if (!transaction) return args // An operation run without a transaction has nothing to hold the lock until.
  const db = req.payload.db as unknown as DrizzleSessions
  if (db.name === 'postgres') {
    const session = db.sessions[String(transaction)]?.db
    const table = db.tableNameMap.get(collection.slug.replaceAll('-', '_'))
    if (!session || !table) return args
    try {
      await session.execute(sql`SELECT set_config('lock_timeout', ${`${saveWaitMs}ms`}, true)`)
      await session.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`)
    } catch (error) {
      // 55P03: lock_not_available, the other save took longer than the wait.
      if ((error as { cause?: { code?: string }; code?: string }).code === '55P03' || (error as { cause?: { code?: string } }).cause?.code === '55P03') throw busy(req)
      throw error
    }
    return args
  }
  if (!(await locks.acquire(`${collection.slug}:${id}`, String(transaction)))) throw busy(req)
  return args
}

/** The collection with its saves and deletes of one document taken one at a time. */
export function oneSaveAtATime(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [lockTheDocument, ...(collection.hooks?.beforeOperation ?? [])] } }
}
