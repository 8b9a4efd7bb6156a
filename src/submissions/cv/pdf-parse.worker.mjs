// Parses a PDF off the main thread (submissions/cv/pdf-parse.ts): the server keeps answering while it
// runs, and a document that takes too long or too much memory costs only this worker, which the
// caller then ends. Answers each message with the document's page count (0: it does not parse).
import { parentPort } from 'node:worker_threads'
import { PDFDocument } from 'pdf-lib'

parentPort?.on('message', async ({ id, data }) => {
  let pages = 0
  try {
    const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true })
    pages = document.getPageCount()
  } catch {
    pages = 0
  }
  parentPort?.postMessage({ id, pages })
})
// Loaded and listening: the caller's deadline counts from here, not from the worker's start.
parentPort?.postMessage({ ready: true })
