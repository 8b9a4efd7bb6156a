'use client'

import { deferHydration } from '@/components/deferHydration.client'
import { loadFormMessages, pageLocale } from './form-messages'
import type * as Form from './ConsultationForm.client'

// The form's code (fields, checks, next-intl's client) and its messages in the page's language load
// when a visitor first reaches for it (ADR 011). The `require` is the server's copy; the build drops
// it from the browser's code.
export const DeferredConsultationForm = deferHydration(
  () => Promise.all([import('./ConsultationForm.client'), loadFormMessages('consultation', pageLocale())]).then(([m]) => m.ConsultationFormWithMessages),
  typeof window === 'undefined' ? (require('./ConsultationForm.client') as typeof Form).ConsultationFormWithMessages : undefined,
)
