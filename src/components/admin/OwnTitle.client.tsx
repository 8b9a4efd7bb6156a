'use client'

import { useDocumentTitle, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Puts the document's title in another language into the heading whenever its title field is empty
 * in the language being edited. Payload sets the heading a frame after the field changes (to the
 * document's number when it is empty); whatever it sets meanwhile, this puts the title back.
 */
export function KeepOwnTitle({ field, fallback }: { field: string; fallback: string }) {
  const value = useFormFields(([fields]) => fields[field]?.value)
  const { title, setDocumentTitle } = useDocumentTitle()
  const empty = typeof value !== 'string' || value.trim() === ''
  useEffect(() => {
    if (!empty || title === fallback) return
    const frame = requestAnimationFrame(() => setDocumentTitle(fallback))
    return () => cancelAnimationFrame(frame)
  }, [empty, title, fallback, setDocumentTitle])
  return null
}
