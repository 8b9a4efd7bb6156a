'use client'

import { Button } from '@payloadcms/ui'
import { type FormEvent, useId, useState } from 'react'
import { dateFormatLocale, type Locale, siteTimeZone } from '@/i18n/locales'
import type { adminText } from '@/labels/admin-ui'

type Texts = Record<keyof typeof adminText.personalData, string>
type Found = {
  email: string
  consultationRequests: { id: number; createdAt: string; fullName: string; status: string }[]
  jobApplications: { id: number; createdAt: string; fullName: string; positionTitle: string; status: string; cv: string | null }[]
}
type Props = { texts: Texts; statuses: Record<string, string>; language: Locale }

const api = '/api/personal-data'

type Row = { id: number; createdAt: string }
type RecordsProps<T extends Row> = {
  testId: string
  caption: string
  collection: string
  rows: T[]
  /** The first column: when the record came (on Riyadh's clock), linked to it. */
  receivedHeader: string
  date: Intl.DateTimeFormat
  columns: { header: string; cell: (row: T) => string }[]
}

/** One kind of record held about the address, each linked to its edit view; nothing when there is none. */
function Records<T extends Row>({ testId, caption, collection, rows, receivedHeader, date, columns }: RecordsProps<T>) {
  if (rows.length === 0) return null
  return (
    <table className="personal-data__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{receivedHeader}</th>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <a href={`/admin/collections/${collection}/${row.id}`}>{date.format(new Date(row.createdAt))}</a>
            </td>
            {columns.map((column) => (
              <td key={column.header}>
                <bdi>{column.cell(row)}</bdi>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** POSTs `body` to one of the tool's endpoints; the error is the server's message when it gave one. */
async function post(action: 'find' | 'export' | 'erase', body: object, failed: string): Promise<Response> {
  const response = await fetch(`${api}/${action}`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (response.ok) return response
  const message = ((await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message
  throw new Error(message ?? failed)
}

/** Find, export and erase what is held about one address (submissions/personal-data.endpoints.ts). */
export function PersonalDataTool({ texts, statuses, language }: Props) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [confirm, setConfirm] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [busy, setBusy] = useState<'find' | 'export' | 'erase' | null>(null)
  const [error, setError] = useState<{ field: 'email' | 'confirm' | null; message: string } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const date = new Intl.DateTimeFormat(dateFormatLocale[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: siteTimeZone })

  async function run<T>(action: 'find' | 'export' | 'erase', work: () => Promise<T>, field: 'email' | 'confirm' | null): Promise<T | undefined> {
    setBusy(action)
    setError(null)
    try {
      return await work()
    } catch (e) {
      setError({ field, message: e instanceof Error ? e.message : texts.failed })
      return undefined
    } finally {
      setBusy(null)
    }
  }

  async function find(event: FormEvent) {
    event.preventDefault()
    setDone(null)
    setFound(null)
    setConfirm('')
    const result = await run('find', async () => (await (await post('find', { email }, texts.failed)).json()) as Found, 'email')
    if (result) setFound(result)
  }

  async function download() {
    if (!found) return
    await run(
      'export',
      async () => {
        const blob = await (await post('export', { email: found.email }, texts.failed)).blob()
        const link = document.createElement('a')
        link.href = URL.createObjectURL(blob)
        link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.zip`
        link.click()
        setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
      },
      null,
    )
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (!found) return
    const result = await run('erase', async () => (await (await post('erase', { email: found.email, confirm }, texts.failed)).json()) as { erased: { consultationRequests: number; jobApplications: number } }, 'confirm')
    if (!result) return
    setFound(null)
    setConfirm('')
    setDone(texts.erased.replace('{requests}', String(result.erased.consultationRequests)).replace('{applications}', String(result.erased.jobApplications)))
  }

  const nothing = found && found.consultationRequests.length === 0 && found.jobApplications.length === 0
  const errorId = `${id}-error`
  const fieldError = (field: 'email' | 'confirm') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})

  return (
    <div className="personal-data">
      <p>{texts.intro}</p>
      <form onSubmit={find} className="personal-data__find" noValidate>
        <label htmlFor={`${id}-email`}>{texts.email}</label>
        <input id={`${id}-email`} type="email" dir="ltr" autoComplete="off" required maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} {...fieldError('email')} />
        <Button type="submit" buttonStyle="primary" size="small" disabled={busy !== null}>
          {busy === 'find' ? texts.finding : texts.find}
        </Button>
      </form>

      <div role="status" aria-live="polite" className="personal-data__status">
        {error ? (
          <p id={errorId} className="personal-data__error">
            {error.message}
          </p>
        ) : null}
        {done ? <p>{done}</p> : null}
        {nothing ? <p>{texts.nothing}</p> : null}
      </div>

      {found && !nothing ? (
        <section aria-labelledby={`${id}-found`}>
          <h2 id={`${id}-found`}>
            {texts.foundHeading}: <bdi dir="ltr">{found.email}</bdi>
          </h2>
          <Records
            testId="personal-data-requests"
            caption={texts.requests}
            collection="consultation-requests"
            rows={found.consultationRequests}
            receivedHeader={texts.received}
            date={date}
            columns={[
              { header: texts.name, cell: (doc) => doc.fullName },
              { header: texts.status, cell: (doc) => statuses[doc.status] ?? doc.status },
            ]}
          />
          <Records
            testId="personal-data-applications"
            caption={texts.applications}
            collection="job-applications"
            rows={found.jobApplications}
            receivedHeader={texts.received}
            date={date}
            columns={[
              { header: texts.name, cell: (doc) => doc.fullName },
              { header: texts.position, cell: (doc) => doc.positionTitle },
              { header: texts.cv, cell: (doc) => doc.cv ?? '' },
              { header: texts.status, cell: (doc) => statuses[doc.status] ?? doc.status },
            ]}
          />
          <Button type="button" buttonStyle="secondary" size="small" onClick={download} disabled={busy !== null}>
            {busy === 'export' ? texts.downloading : texts.download}
          </Button>

          <form onSubmit={erase} className="personal-data__erase" noValidate>
            <h3>{texts.eraseHeading}</h3>
            <p>{texts.eraseWarning}</p>
            <label htmlFor={`${id}-confirm`}>{texts.confirmLabel}</label>
            <input id={`${id}-confirm`} type="email" dir="ltr" autoComplete="off" required maxLength={320} value={confirm} onChange={(e) => setConfirm(e.target.value)} {...fieldError('confirm')} />
            <Button type="submit" buttonStyle="primary" size="small" className="personal-data__erase-button" disabled={busy !== null}>
              {busy === 'erase' ? texts.erasing : texts.erase}
            </Button>
          </form>
        </section>
      ) : null}
    </div>
  )
}
