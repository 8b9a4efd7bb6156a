import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder kept for the whole integration run (tests/support/payload-instance.ts keeps its migrated SQLite database there). */
    integrationRunDir: string
  }
}

/** The integration project's global setup: a folder for the run, removed after it. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lab-it-run-'))
  project.provide('integrationRunDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
