// Debian's Chromium, started with the flags this kind of machine needs (no sandbox as root, no
// background network calls to reach outside).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]
