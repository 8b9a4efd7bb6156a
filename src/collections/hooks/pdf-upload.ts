import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { errors } from '@/labels/fields'
import { say } from '@/labels/label'
import { documentMaxBytes, isPdf } from '@/lib/pdf'

/**
 * A refusal of the uploaded file, as Payload reports a field's error: the message, and in its data
 * the file field it concerns. The data is what Payload's REST answer keys on to pass the message on:
 * without it the answer relies on the error's class name, which a minified production build drops,
 * and says "An unknown error occurred." instead. The admin shows the message and marks the file.
 */
function refuseFile(message: string, status: number): APIError {
  return new APIError(message, status, { errors: [{ message, path: 'file' }] }, true)
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
