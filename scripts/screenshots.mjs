#!/usr/bin/env node
/**
 * Screenshots of pages of a served build, desktop and 390-px mobile, light
 * and dark: `node scripts/screenshots.mjs http://127.0.0.1:9000 /docs/intro/ / …`
 * Files go to screenshots/ (ignored by git).
 */
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'

const [base = 'http://127.0.0.1:9000', ...paths] = process.argv.slice(2)
const out = 'screenshots'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const path of paths.length ? paths : ['/']) {
  for (const [device, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
    for (const scheme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport, colorScheme: scheme, deviceScaleFactor: 1 })
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort())
      await page.goto(base + path, { waitUntil: 'networkidle' })
      const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${device}-${scheme}.png`
      await page.screenshot({ path: name, fullPage: false })
      console.log(name)
      await page.close()
    }
  }
}
await browser.close()
