import '@fontsource/ibm-plex-sans/400.css'
import '@fontsource/ibm-plex-sans/500.css'
import '@fontsource/ibm-plex-sans/600.css'
import '@fontsource/ibm-plex-sans/700.css'
import '../globals.css'
import type { ReactNode } from 'react'
import { shellMetadata, SiteDocument } from '@/components/layout/SiteShell'

export const generateMetadata = () => shellMetadata('en')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>
}
