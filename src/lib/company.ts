/**
 * Checks of the company's contact and registration details as editors type them in the site
 * settings, and the links made from them. Saudi formats: a commercial registration (CR) number has
 * 10 digits; a VAT registration number 15, starting and ending with 3.
 */

export const isCommercialRegistration = (value: string) => /^\d{10}$/.test(value.trim())

export const isVatNumber = (value: string) => /^3\d{13}3$/.test(value.trim())

export const isHttpsUrl = (value: string) => {
  if (!value.startsWith('https://')) return false
  try {
    return Boolean(new URL(value).hostname)
  } catch {
    return false
  }
}

/** An international number (+ and 8 to 15 digits, spaces allowed): what WhatsApp's links take. */
export const isWhatsappNumber = (value: string) => /^\+[1-9]\d{7,14}$/.test(value.replace(/[\s-]/g, ''))

/** WhatsApp's own link to start a chat with a number: https://wa.me/ and its digits. */
export const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`
