import { createHash } from 'node:crypto'
import { renderShareCard, type ShareCard } from './render'

/** Bump when the card's design changes, so cached cards are drawn again. */
const DESIGN_VERSION = 1
const MAX_ENTRIES = 400

const cards = new Map<string, Promise<Buffer>>()

function shareCardKey(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify([DESIGN_VERSION, card])).digest('base64url').slice(0, 32)
}

/**
 * A card is drawn once per content and kept (least recently used first out): the key is the text
 * it shows, so an edit draws a new card and an unchanged page never draws again.
 */
export async function cachedShareCard(card: ShareCard): Promise<{ key: string; png: Buffer; hit: boolean }> {
  const key = shareCardKey(card)
  const cached = cards.get(key)
  if (cached) {
    cards.delete(key)
    cards.set(key, cached)
    return { key, png: await cached, hit: true }
  }
  const rendering = renderShareCard(card)
  cards.set(key, rendering)
  rendering.catch(() => cards.delete(key))
  while (cards.size > MAX_ENTRIES) cards.delete(cards.keys().next().value!)
  return { key, png: await rendering, hit: false }
}
