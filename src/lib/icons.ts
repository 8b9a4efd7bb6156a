/**
 * The names of the site's icons (drawn in components/Icon). Content icons are the ones an editor can
 * pick (solutions, feature grids); interface icons are the site's own. Plain data, so that the
 * content model and the components both take the names from here.
 */
const contentIcons = [
  'brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city',
  'truck', 'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers',
  'globe', 'clock', 'rocket',
] as const

export const interfaceIcons = [
  'arrow-forward', 'chevron-forward', 'chevron-down', 'menu', 'close', 'mail', 'phone', 'map-pin',
  'external', 'linkedin', 'x', 'github', 'youtube', 'instagram', 'search',
] as const

export const iconNames = [...contentIcons, ...interfaceIcons] as const

/** The social networks an editor can link from the footer (each has its interface icon). */
export const socialPlatforms = ['linkedin', 'x', 'github', 'youtube', 'instagram'] as const satisfies readonly (typeof interfaceIcons)[number][]

export type ContentIcon = (typeof contentIcons)[number]
export type IconName = (typeof iconNames)[number]

/** Icons that point "forward" in reading order and so mirror on right-to-left pages. */
export const directionalIcons = ['arrow-forward', 'chevron-forward'] as const satisfies readonly IconName[]
