'use client'

// A page, or the frame around it, failed: the localized error page (see ErrorView).
export { ErrorView as default } from '@/components/errors/ErrorView.client'
