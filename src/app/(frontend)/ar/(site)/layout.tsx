import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/layout/SiteShell'

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteFrame locale="ar">{children}</SiteFrame>
}
