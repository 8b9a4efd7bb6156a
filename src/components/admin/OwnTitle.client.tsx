'use client'

import { useDocumentTitle, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Puts the document's title in another language into the heading whenever its title field is empty
 * in the language being edited. Payload sets the heading a frame after the field changes; this runs
 * after it, so it has the last word only while the field is empty.
 */
export function KeepOwnTitle({ field, fallback }: { field: string; fallback: string }) {
  const value = useFormFields(([fields]) => fields[field]?.value)
  const { setDocumentTitle } = useDocumentTitle()
  const empty = typeof value !== 'string' || value.trim() === ''
  useEffect(() => {
    if (!empty) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setDocumentTitle(fallback))
    })
    return () => cancelAnimationFrame(frame)
  }, [empty, fallback, setDocumentTitle])
  return null
}
