'use client'

import { useEffect, useState } from 'react'
import { inputClass } from './Field'

type CvInputProps = {
  aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
  accept: string
  required: boolean
  onChange: () => void
  chooseLabel: string
  emptyLabel: string
}

/**
 * The CV's file input. The browser's own control speaks the browser's language, not the page's;
 * once JavaScript runs it is replaced by a localized button and file name around the same input
 * (still focusable, still the one that is sent). Without JavaScript the native control remains.
 * The input, transparent, covers the whole picker: all of it is a pointer target, and focus scrolls
 * the whole picker into view (a visually hidden 1 px input left half of it under the sticky header).
 */
export function CvInput({ aria, accept, required, onChange, chooseLabel, emptyLabel }: CvInputProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [fileName, setFileName] = useState('')
  useEffect(() => setEnhanced(true), [])
  const input = (
    <input
      {...aria}
      required={required}
      name="cv"
      type="file"
      accept={accept}
      onChange={(event) => {
        setFileName(event.currentTarget.files?.[0]?.name ?? '')
        onChange()
      }}
      className={enhanced ? 'peer absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer' : `${inputClass} file:me-4 file:rounded-lg file:border-0 file:bg-teal-soft file:px-3 file:py-1.5 file:font-semibold file:text-teal`}
    />
  )
  if (!enhanced) return input
  return (
    <div
      className="relative flex min-h-12 items-center gap-4 rounded-xl border border-line-strong bg-white px-2 py-2 shadow-sm has-[:focus-visible]:border-teal has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal has-[[aria-invalid=true]]:border-coral"
      data-testid="cv-picker"
    >
      {input}
      <label htmlFor={aria.id} className="rounded-lg bg-teal-soft px-3 py-1.5 font-semibold text-teal peer-hover:bg-teal peer-hover:text-white">
        {chooseLabel}
      </label>
      <span className="min-w-0 truncate text-slate" aria-hidden="true">
        {fileName ? <bdi>{fileName}</bdi> : emptyLabel}
      </span>
    </div>
  )
}
