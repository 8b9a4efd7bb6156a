/**
 * The mailbox an address reaches, as a key for counting what is sent to it: the case of the
 * address, a `+tag` after the local part (most providers deliver `name+anything@` to `name@`) and, at
 * Gmail, the dots of the local part (`n.a.m.e@gmail.com` is `name@gmail.com`) are left out. Only for
 * counting: e-mail still goes to the address as written.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase()
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  let local = email.slice(0, at)
  let domain = email.slice(at + 1)
  local = local.split('+', 1)[0] || local
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replaceAll('.', '')
  return `${local}@${domain}`
}
