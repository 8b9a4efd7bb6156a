'use client'

import { deferHydration } from '@/components/deferHydration.client'
import { loadFormMessages, pageLocale } from './form-messages'
import type * as Form from './ApplicationForm.client'

// The form's code (fields, checks, next-intl's client) and its messages in the page's language load
// when a visitor first reaches for it (ADR 011). The `require` is the server's copy; the build drops
// it from the browser's code.
export const DeferredApplicationForm = deferHydration(
  () => Promise.all([import('./ApplicationForm.client'), loadFormMessages('application', pageLocale())]).then(([m]) => m.ApplicationFormWithMessages),
  typeof window === 'undefined' ? (require('./ApplicationForm.client') as typeof Form).ApplicationFormWithMessages : undefined,
)
