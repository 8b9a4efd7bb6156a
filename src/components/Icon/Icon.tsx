/**
 * Stroke icons drawn for the site on a 24x24 grid (stroke follows `currentColor`): the names are in
 * lib/icons.ts, the shapes in drawings.ts, the sprite they make in sprite.ts.
 * Server-safe: no hooks, no client code. Decorative only: always aria-hidden.
 */
import { directionalIcons, iconNames, type IconName } from '@/lib/icons'
import { iconSpriteUrl } from './sprite'

export type { IconName } from '@/lib/icons'

const known: ReadonlySet<string> = new Set<string>(iconNames)
const mirrored: ReadonlySet<IconName> = new Set<IconName>(directionalIcons)

/**
 * An icon drawn from the sprite: a page repeats only a reference per icon, not its shapes, which it
 * would otherwise carry twice (in the HTML and in the React payload). For the same reason the
 * element has no viewBox or size of its own: the symbol has the viewBox and fills the element, which
 * its class sizes (24 px without one: globals.css).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  // Names can arrive from CMS data cast to IconName; draw nothing rather than fail on an unknown one.
  if (!known.has(name)) return null
  const classes = [mirrored.has(name) ? 'rtl:-scale-x-100' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <svg aria-hidden="true" {...(classes && { className: classes })}>
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  )
}
