/**
 * What may be logged of an error met while storing a submission: its kind, code and message, without
 * the values it carries. A database driver's error repeats the failed query's parameters (drizzle:
 * "Failed query: … params: <name>,<e-mail>,…"), which are what the visitor typed; logs keep none of it.
 */
export function describeError(error: unknown): { name: string; code?: string; message: string } {
  const { name = 'Error', code, message = String(error), cause } = (error ?? {}) as { name?: string; code?: string; message?: string; cause?: unknown }
  const inner = cause as { code?: string; message?: string } | undefined
  const text = (inner?.message ?? message).split(/\bparams:/)[0]!.slice(0, 300).trim()
  return { name, ...(code ?? inner?.code ? { code: code ?? inner?.code } : {}), message: text }
}
