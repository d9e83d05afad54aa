/** The query cache's IndexedDB database; one per app. Kept apart from the Dexie code so the first bundle can name it. */
export const QUERY_CACHE_DB_NAME = 'procurement-query-cache'

/**
 * False only when the browser lists its databases and the query cache is not among them: nothing was
 * saved on this device, so a start-up has nothing to restore and need not load the cache's code first.
 */
export async function mayHaveSavedQueries(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases()
    return databases.some((database) => database.name === QUERY_CACHE_DB_NAME)
  } catch {
    // No IndexedDB, or no databases() (older browsers): assume there may be something to restore.
    return typeof indexedDB !== 'undefined'
  }
}
