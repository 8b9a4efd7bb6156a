import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

// Loaded only in draft mode, by PreviewTools.client.tsx.

const noSubscription = () => () => undefined

/**
 * In draft mode: renders the page again (from the server, with the latest drafts) each time the
 * editor saves or autosaves the document that Live Preview shows beside the admin's form.
 */
function LivePreviewRefresh() {
  const router = useRouter()
  // The admin is on this same origin; its messages are accepted from there only.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  )
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}

/** The link out of draft mode, back to this same page as visitors see it. */
function LeavePreviewLink({ label }: { label: string }) {
  const path = usePathname()
  return (
    <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`} className="font-semibold underline underline-offset-4" data-testid="leave-preview">
      {label}
    </a>
  )
}

/** The preview bar's controls: the way out of draft mode and the refresh on save. */
export function PreviewTools({ exitLabel }: { exitLabel: string }) {
  return (
    <>
      <LeavePreviewLink label={exitLabel} />
      <LivePreviewRefresh />
    </>
  )
}
