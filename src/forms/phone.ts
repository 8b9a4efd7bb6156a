/**
 * Digits as Western (ASCII) digits: Arabic-Indic (٠-٩, what an Arabic keyboard types) and Eastern
 * Arabic-Indic (۰-۹, Persian and Urdu keyboards) are the same numbers to the person typing them.
 */
function asciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)))
}

/**
 * Phone numbers in international format, typed in any of those digits. Saudi numbers as people write them (05xxxxxxxx,
 * 9665xxxxxxxx, 009665xxxxxxxx) are normalised to +9665xxxxxxxx; others must already start with
 * + and a country code (E.164: 8 to 15 digits).
 */
export function normalizePhone(input: string): string | null {
  const compact = asciiDigits(input).replace(/[\s\-().\u200e\u200f\u2066-\u2069]/g, '').replace(/^00/, '+')
  if (/^05\d{8}$/.test(compact)) return `+966${compact.slice(1)}`
  if (/^9665\d{8}$/.test(compact)) return `+${compact}`
  if (/^\+9665\d{8}$/.test(compact)) return compact
  if (/^\+966/.test(compact)) return /^\+966[1-9]\d{7,8}$/.test(compact) ? compact : null
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null
}
