import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { errors } from '@/labels/fields'
import { say } from '@/labels/label'
import { documentMaxBytes, isPdf } from '@/lib/pdf'

/**
 * Refuses, before anything is stored or parsed, a document file that is too large or not a PDF by
 * its own bytes, with a message in the admin's language (Payload's own refusal is in English and
 * names only the field).
 */
export const refuseAnythingButPdf: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  if (file.size > documentMaxBytes || file.data.length > documentMaxBytes) throw new APIError(say(errors.documentTooLarge, req), 413, null, true)
  if (!isPdf(file.data)) throw new APIError(say(errors.notPdf, req), 400, null, true)
  return args
}
