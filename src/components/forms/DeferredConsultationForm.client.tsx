'use client'

import { deferHydration } from '@/components/deferHydration.client'
import type * as Form from './ConsultationForm.client'

// The form's code (fields, checks, next-intl's client) loads when a visitor first reaches for it
// (ADR 011). The `require` is the server's copy; the build drops it from the browser's code.
export const DeferredConsultationForm = deferHydration(
  () => import('./ConsultationForm.client').then((m) => m.ConsultationFormWithMessages),
  typeof window === 'undefined' ? (require('./ConsultationForm.client') as typeof Form).ConsultationFormWithMessages : undefined,
)
