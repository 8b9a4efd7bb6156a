// Generated before each build from @fontsource (src/fonts/generate.ts).
import '@/fonts/generated/en.css'
import '../globals.css'
import type { ReactNode } from 'react'
import { shellMetadata, SiteDocument } from '@/components/layout/SiteShell'

export const generateMetadata = () => shellMetadata('en')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>
}
