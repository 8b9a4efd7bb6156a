import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The test suite builds into its own folder so it never disturbs the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // A CV may be 5 MB; the limits leave room so that a somewhat larger file reaches the action and
    // gets the form's own "too large" message instead of a bare error.
    serverActions: { bodySizeLimit: '16mb' },
    proxyClientMaxBodySize: '16mb',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }, { pathname: '/brand/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
