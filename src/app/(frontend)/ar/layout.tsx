// Generated before each build from @fontsource (src/fonts/generate.ts).
import '@/fonts/generated/ar.css'
import '../globals.css'
import type { ReactNode } from 'react'
import { shellMetadata, SiteDocument } from '@/components/layout/SiteShell'

export const generateMetadata = () => shellMetadata('ar')

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="ar">{children}</SiteDocument>
}
