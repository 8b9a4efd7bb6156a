import sharp from 'sharp'
import { readFileSync, readdirSync } from 'node:fs'
const files = readdirSync('content/media').filter((f) => f.endsWith('.svg'))
const cpu0 = process.cpuUsage(); const t0 = performance.now()
for (const f of files) {
  const png = await sharp(readFileSync('content/media/' + f), { density: 144 }).resize({ width: 1600 }).png({ compressionLevel: +process.argv[2] }).toBuffer()
  await sharp(png).webp({ quality: 82 }).toBuffer()
  await sharp(png).resize({ width: 640 }).webp({ quality: 80 }).toBuffer()
  await sharp(png).resize({ width: 1280 }).webp({ quality: 80 }).toBuffer()
  await sharp(png).resize({ width: 1200, height: 630, position: 'centre' }).png().toBuffer()
}
const c = process.cpuUsage(cpu0)
console.log(files.length, 'wall', ((performance.now() - t0) / 1000).toFixed(1), 'cpu', ((c.user + c.system) / 1e6).toFixed(1))
