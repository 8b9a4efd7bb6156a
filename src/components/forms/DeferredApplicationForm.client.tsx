'use client'

import { deferHydration } from '@/components/deferHydration.client'
import type * as Form from './ApplicationForm.client'

// The form's code (fields, checks, next-intl's client) loads when a visitor first reaches for it
// (ADR 011). The `require` is the server's copy; the build drops it from the browser's code.
export const DeferredApplicationForm = deferHydration(
  () => import('./ApplicationForm.client').then((m) => m.ApplicationFormWithMessages),
  typeof window === 'undefined' ? (require('./ApplicationForm.client') as typeof Form).ApplicationFormWithMessages : undefined,
)
