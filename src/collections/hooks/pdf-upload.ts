import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { errors } from '@/labels/fields'
import { say } from '@/labels/label'
import { documentMaxBytes, isPdf } from '@/lib/pdf'

/**
 * A refusal of the uploaded file, as Payload reports a field's error: the message, and in its data
 * the file field it concerns, which the admin marks.
 *
 * Named explicitly: Payload's REST answer passes the message on only for an error it recognises as
 * its own class (`instanceof`), or else by the error's name. In the production build neither holds
 * by itself: the process's Payload, and so this hook, come from the start-up code's bundle
 * (src/instrumentation.ts), not from the REST route's, whose `APIError` is another copy; and the
 * minifier leaves the class without a name. Without one the answer said "An unknown error occurred."
 */
function refuseFile(message: string, status: number): APIError {
  const refusal = new APIError(message, status, { errors: [{ message, path: 'file' }] }, true)
  refusal.name = 'APIError'
  return refusal
}

/**
 * Refuses, before anything is stored or parsed, a document file that is too large or not a PDF by
 * its own bytes, with a message in the admin's language (Payload's own refusal is in English and
 * names only the field).
 */
export const refuseAnythingButPdf: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (file.size > documentMaxBytes || file.data.length > documentMaxBytes) throw refuseFile(say(errors.documentTooLarge, req), 413)
  if (!isPdf(file.data)) throw refuseFile(say(errors.notPdf, req), 400)
  return args
}
