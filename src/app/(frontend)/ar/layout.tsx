import '@fontsource/ibm-plex-sans-arabic/400.css'
import '@fontsource/ibm-plex-sans-arabic/500.css'
import '@fontsource/ibm-plex-sans-arabic/600.css'
import '@fontsource/ibm-plex-sans-arabic/700.css'
import '../globals.css'
import type { ReactNode } from 'react'
import { shellMetadata, SiteDocument } from '@/components/layout/SiteShell'

export const generateMetadata = () => shellMetadata('ar')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="ar">{children}</SiteDocument>
}
