/** Where IndexedDB comes from: the browser's, or fake-indexeddb's in Node. */
export interface IndexedDbSource {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

/** The browser's IndexedDB. */
export const browserIndexedDb = (): IndexedDbSource => ({ indexedDB, IDBKeyRange })

/** A request's result, or its error. */
export function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Resolves when a transaction has committed; rejects when it failed or was aborted (nothing of it is kept). */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'))
  })
}

/**
 * Opens a database at `version`, running `upgrade` when it is new or older. A connection closes itself when
 * another tab of a newer build asks to upgrade, so that tab is never blocked.
 */
export async function openDatabase(
  source: IndexedDbSource,
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> {
  const request = source.indexedDB.open(name, version)
  request.onupgradeneeded = () => upgrade(request.result)
  const db = await requestDone(request)
  db.onversionchange = () => db.close()
  return db
}

/** Deletes every record a cursor over `source` (a store or an index, within `range`) visits. */
export function deleteAll(source: IDBObjectStore | IDBIndex, range: IDBKeyRange): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = source.openCursor(range)
    request.onerror = () => reject(request.error)
    request.onsuccess = () => {
      const cursor = request.result
      if (!cursor) return resolve()
      cursor.delete()
      cursor.continue()
    }
  })
}
