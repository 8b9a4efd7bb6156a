'use client'

import { ErrorView, type ErrorViewProps } from '@/components/errors/ErrorView.client'
import { inlinedErrorPageMessages } from '@/i18n/error-page-messages'

// This language's texts only: every page loads its error boundary's script (ADR 011).
const texts = inlinedErrorPageMessages(process.env.ERROR_PAGE_MESSAGES_ar)

/** A page failed: the localized error page inside the site's frame (see ErrorView). */
export default function Error(props: Pick<ErrorViewProps, 'error' | 'reset'>) {
  return <ErrorView {...props} locale="ar" texts={texts} />
}
