/**
 * Phone numbers in international format. Saudi numbers as people write them (05xxxxxxxx,
 * 9665xxxxxxxx, 009665xxxxxxxx) are normalised to +9665xxxxxxxx; others must already start with
 * + and a country code (E.164: 8 to 15 digits).
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '').replace(/^00/, '+')
  if (/^05\d{8}$/.test(compact)) return `+966${compact.slice(1)}`
  if (/^9665\d{8}$/.test(compact)) return `+${compact}`
  if (/^\+9665\d{8}$/.test(compact)) return compact
  if (/^\+966/.test(compact)) return /^\+966[1-9]\d{7,8}$/.test(compact) ? compact : null
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null
}
