/**
 * Does `create` unless `exists` says it is done already, once per key in the database: a failure
 * after which `exists` holds (another process did it at the same moment, and a unique key let only
 * one through) counts as done. The submission records and their e-mail jobs are stored this way.
 */
export async function createOnce(exists: () => Promise<boolean>, create: () => Promise<unknown>): Promise<void> {
  if (await exists()) return
  try {
    await create()
  } catch (error) {
    if (await exists()) return
    throw error
  }
}
