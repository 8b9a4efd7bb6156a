/** Icons an editor can pick for content; each has a drawing in components/Icon. */
export const contentIcons = [
  'brain', 'chart', 'cloud', 'eye', 'chip', 'network', 'chat', 'shield', 'heart', 'coins', 'city', 'truck',
  'database', 'sparkles', 'gauge', 'users', 'leaf', 'lock', 'code', 'target', 'layers', 'globe', 'clock', 'rocket',
] as const
export type ContentIcon = (typeof contentIcons)[number]
