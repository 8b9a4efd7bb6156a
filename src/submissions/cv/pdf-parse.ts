import 'server-only'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { constants, inflateSync } from 'node:zlib'

/**
 * Parsing a PDF is the one costly check of an application (a crafted 5 MB file of tiny objects took
 * 1.6 s of CPU; an object stream can inflate to gigabytes). So it is bounded four ways: the objects
 * are counted and the streams parsing must inflate are measured first (`pdfWithinLimits`), the
 * parse runs in a worker thread with a memory limit and a deadline after which the worker is ended,
 * one parse runs at a time per process, and only a few wait for their turn
 * (docs/decisions/026-hostile-requests.md).
 */
export const pdfLimits = {
  /** A CV from a word processor or LaTeX has a few hundred objects; a designed one a few thousand. */
  objects: 5_000,
  /** A genuine CV parses in tens of milliseconds. */
  parseMs: 2_000,
  /** Parses waiting behind the running one; more are refused as "busy". */
  waiting: 4,
  /** What the object and cross-reference streams may inflate to together (a CV's: kilobytes). */
  packedBytes: 8 * 1024 * 1024,
  heapMb: 160,
} as const

/**
 * What a PDF declares before it is parsed, found by byte search: its number of objects (each
 * `endobj`, and the count each object stream gives) and whether the streams that pdf-lib must
 * inflate to parse the file (object streams, cross-reference streams) inflate to a sensible size.
 */
const endobj = Buffer.from('endobj')

export function pdfWithinLimits(data: Buffer): boolean {
  let objects = 0
  for (let at = data.indexOf(endobj); at !== -1; at = data.indexOf(endobj, at + endobj.length)) {
    // Counting stops at the first object over the limit: a crafted file costs no more than a genuine one.
    if (++objects > pdfLimits.objects) return false
  }
  let inflateBudget = pdfLimits.packedBytes
  for (const type of ['/ObjStm', '/XRef']) {
    for (let at = data.indexOf(type); at !== -1; at = data.indexOf(type, at + type.length)) {
      // The stream's dictionary is around its /Type; an object stream's /N says how many objects it holds.
      const dictionary = data.subarray(Math.max(0, at - 512), at + 512).toString('latin1')
      if (type === '/ObjStm') objects += Number(/\/N\s+(\d{1,9})/.exec(dictionary)?.[1] ?? pdfLimits.objects + 1)
      if (objects > pdfLimits.objects) return false
      const inflated = inflatedSize(data, at, inflateBudget)
      if (inflated === null) return false
      inflateBudget -= inflated
    }
  }
  return objects <= pdfLimits.objects
}

/** What the stream after `from` inflates to (0 when it is not compressed), or null past `budget`. */
function inflatedSize(data: Buffer, from: number, budget: number): number | null {
  const keyword = data.indexOf('stream', from)
  const end = keyword === -1 ? -1 : data.indexOf('endstream', keyword)
  if (end === -1) return 0 // not a stream: pdf-lib will refuse the file itself
  let start = keyword + 'stream'.length
  if (data[start] === 0x0d) start += 1
  if (data[start] === 0x0a) start += 1
  const dictionary = data.subarray(from, keyword).toString('latin1')
  if (!/FlateDecode/.test(dictionary)) return 0
  if (budget <= 0) return null
  try {
    return inflateSync(data.subarray(start, end), { maxOutputLength: budget, finishFlush: constants.Z_SYNC_FLUSH }).length
  } catch (error) {
    // Past the budget; anything else (a damaged stream) is for pdf-lib to judge.
    return error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? null : 0
  }
}

// A path, not an import: the worker is its own module graph, loaded as the file it is (the app's
// bundler never sees it). The server runs from the project folder, as next.config.ts's handlers do.
const workerFile = path.join(process.cwd(), 'src/submissions/cv/pdf-parse.worker.mjs')

type Job = { id: number; resolve: (pages: number) => void }
type Started = { thread: Worker; ready: Promise<void> }
let worker: Started | null = null
let current: Job | null = null
const queue: Array<{ data: Buffer; resolve: (pages: number | 'busy') => void }> = []
let nextId = 1

function startWorker(): Started {
  const thread = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: pdfLimits.heapMb, maxYoungGenerationSizeMb: 32 } })
  thread.unref()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  const started: Started = { thread, ready }
  thread.on('message', (message: { ready: true } | { id: number; pages: number }) => {
    if ('ready' in message) markReady()
    else if (current?.id === message.id) current.resolve(message.pages)
  })
  // Out of memory or failed: the job it held gets 0, the next one a new worker.
  const gone = () => {
    if (worker !== started) return // ended at a deadline: its job has been answered already
    worker = null
    markReady()
    current?.resolve(0)
  }
  thread.on('error', gone)
  thread.on('exit', gone)
  return started
}

async function parseOne(data: Buffer): Promise<number> {
  const id = nextId++
  let finish: (pages: number) => void = () => {}
  const answer = new Promise<number>((resolve) => {
    finish = (pages) => {
      if (current?.id !== id) return
      current = null
      resolve(pages)
    }
  })
  current = { id, resolve: (pages) => finish(pages) }
  const started = (worker ??= startWorker())
  await started.ready
  if (worker !== started) return answer // the worker failed while starting: answered with 0
  // Past the deadline the document is not a CV: the worker is ended, with whatever it was doing.
  const timer = setTimeout(() => {
    worker = null
    void started.thread.terminate()
    finish(0)
  }, pdfLimits.parseMs)
  const copy = new Uint8Array(data)
  started.thread.postMessage({ id, data: copy }, [copy.buffer])
  const pages = await answer
  clearTimeout(timer)
  return pages
}

async function drain() {
  while (!current && queue.length > 0) {
    const next = queue.shift()!
    next.resolve(await parseOne(next.data))
  }
}

/**
 * The page count of a PDF (0 when it does not parse within the limits), or `busy` when too many
 * parses are waiting already.
 */
export function pdfPageCount(data: Buffer): Promise<number | 'busy'> {
  if (!pdfWithinLimits(data)) return Promise.resolve(0)
  if (queue.length >= pdfLimits.waiting) return Promise.resolve('busy')
  return new Promise((resolve) => {
    queue.push({ data, resolve })
    void drain()
  })
}
