import { iconSprite } from '@/components/Icon/sprite'

export const dynamic = 'force-static'

/** The icons' sprite; its URL carries a hash of its content (`iconSpriteUrl`), so it never goes stale. */
export function GET() {
  return new Response(iconSprite(), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
