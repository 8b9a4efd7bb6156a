'use client'

import { htmlOnly } from '@/components/html-only'
import type * as BootGuard from '@/lib/browser/boot-guard'

/**
 * The boot guard (boot-guard.ts), inline in the document's head before the app's own scripts. The
 * browser runs it as the page loads, never from React, so only the HTML carries its text (htmlOnly).
 */
export function BootGuardScript() {
  return <script {...htmlOnly(typeof window === 'undefined' ? { html: (require('@/lib/browser/boot-guard') as typeof BootGuard).bootGuardScript } : undefined)} />
}
