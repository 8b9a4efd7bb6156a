import '@fontsource/ibm-plex-sans-arabic/400.css'
import '@fontsource/ibm-plex-sans-arabic/500.css'
// No 600: semibold Arabic text is set in 700 (CSS font matching picks the next heavier face). Each
// Arabic weight costs two files (Arabic and Latin letters, about 65 KB), which slow mobile first
// loads compete for with the page's image and scripts (docs/decisions/011-performance.md).
import '@fontsource/ibm-plex-sans-arabic/700.css'
import '../globals.css'
import type { ReactNode } from 'react'
import { shellMetadata, SiteDocument } from '@/components/layout/SiteShell'

export const generateMetadata = () => shellMetadata('ar')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="ar">{children}</SiteDocument>
}
