'use client'

import { useState } from 'react'

type CvInputProps = {
  aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
  accept: string
  required: boolean
  onChange: () => void
  chooseLabel: string
  emptyLabel: string
  /** Said without JavaScript once a file is chosen (the name needs a script). */
  chosenLabel: string
}

/**
 * The CV's file input, localized with or without JavaScript: the browser's own control speaks the
 * browser's language ("Choose File", "No file chosen"), not the page's, so the input is transparent
 * and covers a picker drawn in the page's language (all of it a pointer target; focus scrolls the
 * whole picker into view). With JavaScript the picker shows the chosen file's name; without it, CSS
 * alone says that a file is chosen (a required input is `:valid` once it holds a file).
 */
export function CvInput({ aria, accept, required, onChange, chooseLabel, emptyLabel, chosenLabel }: CvInputProps) {
  const [fileName, setFileName] = useState('')
  return (
    <div
      className="relative flex min-h-12 items-center gap-4 rounded-xl border border-line-strong bg-white px-2 py-2 shadow-sm has-[:focus-visible]:border-teal has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal has-[[aria-invalid=true]]:border-coral"
      data-testid="cv-picker"
    >
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
        className="peer absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer"
      />
      <label htmlFor={aria.id} className="shrink-0 rounded-lg bg-teal-soft px-3 py-1.5 font-semibold text-teal peer-hover:bg-teal peer-hover:text-white">
        {chooseLabel}
      </label>
      {fileName ? (
        <span className="min-w-0 truncate text-slate" aria-hidden="true">
          <bdi>{fileName}</bdi>
        </span>
      ) : (
        <>
          <span className={`min-w-0 truncate text-slate${required ? ' peer-valid:hidden' : ''}`} aria-hidden="true">
            {emptyLabel}
          </span>
          {required && (
            <span className="hidden min-w-0 truncate text-slate peer-valid:inline" aria-hidden="true">
              {chosenLabel}
            </span>
          )}
        </>
      )}
    </div>
  )
}
