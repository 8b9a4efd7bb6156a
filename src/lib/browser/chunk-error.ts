/** Whether an error means that a piece of the app's code could not be loaded (e.g. after a deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return (
    typeof message === 'string' &&
    /Failed to load chunk|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message)
  )
}
