import type { ChangeEvent, ReactNode, Ref } from 'react'
import { isolateLtr } from '@/components/content/Ltr'

type Props = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  required?: boolean
  /** Shown after the label of a field that may be left empty, e.g. "(optional)"; required fields carry `required` instead. */
  optionalLabel?: string
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; required?: boolean }) => ReactNode
}

/** The "(optional)" after a label: on a field that may be left empty, only when it may. */
function OptionalMark({ label }: { label?: string }) {
  return label ? <span className="text-sm font-normal text-slate">{label}</span> : null
}

/** A labelled form field whose error and hint are tied to the control for assistive technology. */
export function Field({ id, label, hint, error, required, optionalLabel, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold first-letter:uppercase">
        {label} <OptionalMark label={required ? undefined : optionalLabel} />
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate">
          {typeof hint === 'string' ? isolateLtr(hint) : hint}
        </p>
      ) : null}
      {children({ id, ...(error ? { 'aria-invalid': true } : {}), 'aria-describedby': describedBy, required })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-coral">
          {isolateLtr(error)}
        </p>
      ) : null}
    </div>
  )
}

type GroupProps = { id: string; legend: ReactNode; error?: string; optionalLabel?: string; children: ReactNode }

/** A group of radio buttons or checkboxes with its legend and error. */
export function FieldGroup({ id, legend, error, optionalLabel, children }: GroupProps) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset id={id} aria-describedby={errorId} aria-invalid={error ? true : undefined} className="flex flex-col gap-2" tabIndex={-1}>
      <legend className="mb-1 font-semibold first-letter:uppercase">
        {legend} <OptionalMark label={optionalLabel} />
      </legend>
      {children}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-coral">
          {isolateLtr(error)}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The look of text inputs, selects and text areas (forms.css). */
export const inputClass = 'field-control'

type ChoicesProps<T extends string> = {
  type: 'radio' | 'checkbox'
  name: string
  values: readonly T[]
  label: (value: T) => string
  checked: (value: T) => boolean
  /** Called when the choice changes (the form's checks read the whole form). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** The radio buttons or checkboxes of a FieldGroup, one labelled control per allowed value. */
export function Choices<T extends string>({ type, name, values, label, checked, onChange }: ChoicesProps<T>) {
  return values.map((value) => (
    <label key={value} className="flex min-h-6 items-center gap-3">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked(value)}
        onChange={onChange}
        className="size-5 accent-teal"
      />
      <span>{isolateLtr(label(value))}</span>
    </label>
  ))
}

/** The form-level result, announced by screen readers and focused after a failed submission. */
export function FormStatus({ ref, id, error }: { ref: Ref<HTMLDivElement>; id: string; error?: string }) {
  return (
    <div ref={ref} tabIndex={-1} id={id} role="alert" aria-live="assertive" className="outline-none">
      {error ? (
        <p className="rounded-xl border border-coral/40 bg-coral/10 p-4 font-medium text-coral" data-testid="form-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** What replaces a form once it has been sent. */
export function FormSuccess({ ref, children }: { ref: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite" className="rounded-[var(--radius-card)] bg-teal-soft p-6 text-lg font-medium text-navy outline-none" data-testid="form-success">
      {children}
    </div>
  )
}

/** A field people never see or reach; bots that fill in every input give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
