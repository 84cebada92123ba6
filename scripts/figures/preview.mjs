#!/usr/bin/env node
/**
 * Looks at the figures of pages before a build (issue 43):
 *
 *   node scripts/figures/preview.mjs content/docs/streams/index.mdx [more pages…]
 *
 * compiles each page with the site's compiler, and writes one PNG per figure,
 * theme and width (desktop 900 px and 390 px, light and dark) to
 * /tmp/figure-preview/, drawn by Chromium with the site's colours and the
 * figure's stylesheet, plus the caption and text alternative. A figure that
 * does not render prints the error with its file and line.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { chromium } from '@playwright/test'

const require = createRequire(import.meta.url)
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node' } })
const { compileDoc } = require('../../src/mdx/node/compile.ts')
const { splitFrontMatter } = require('../../src/lib/frontmatter.ts')

const out = '/tmp/figure-preview'
mkdirSync(out, { recursive: true })
const globalCss = readFileSync('src/styles/global.css', 'utf8')
// The figure stylesheet is a CSS module: its classes are used here by their source names.
const figureCss = readFileSync('src/mdx/components/Figure.module.css', 'utf8').replace(/:global\(([^)]*)\)/g, '$1')
// The font the diagrams are measured with, as the site serves it (Figure.tsx imports it).
const font = (weight, style) =>
  `@font-face{font-family:'Source Sans Pro';font-weight:${weight};font-style:${style};src:url(data:font/woff2;base64,${readFileSync(`node_modules/@fontsource/source-sans-pro/files/source-sans-pro-latin-${weight}-${style}.woff2`).toString('base64')}) format('woff2')}`
const fonts = [font(400, 'normal'), font(400, 'italic'), font(700, 'normal')].join('\n')

const figures = []
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8')
  const { body, lineOffset } = splitFrontMatter(text)
  try {
    const compiled = await compileDoc(body, { file, format: file.endsWith('.md') ? 'md' : 'mdx', lineOffset })
    const found = JSON.stringify(compiled.tree).matchAll(/\["Figure",(\{"kind".*?"svg":"(?:[^"\\]|\\.)*"\})/g)
    let n = 0
    for (const m of found) figures.push({ file, n: ++n, ...JSON.parse(m[1]) })
    if (n === 0) console.log(`${file}: no figure`)
  } catch (err) {
    console.log(`ERROR ${err.message}`)
    process.exitCode = 1
  }
}
if (figures.length) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    for (const f of figures) {
      for (const theme of ['light', 'dark']) {
        for (const width of [900, 390]) {
          const page = await browser.newPage({ viewport: { width, height: 800 } })
          const html = `<!doctype html><html data-theme="${theme}"><head><style>${fonts}\n${globalCss}\n${figureCss}\nbody{padding:16px;background:var(--c-bg);color:var(--c-text);font-family:var(--font-sans)}</style></head><body>
<figure class="figure"><div class="canvas">${f.svg}</div><figcaption class="caption">${f.caption.replace(/</g, '&lt;')}</figcaption></figure>
<p style="font-size:13px;color:var(--c-text-muted)">alt: ${f.alt.replace(/</g, '&lt;')}</p></body></html>`
          await page.setContent(html)
          await page.evaluate(() => document.fonts.ready)
          await page.waitForTimeout(100)
          const name = `${basename(f.file).replace(/\.mdx?$/, '')}-${f.n}-${theme}-${width}.png`
          await page.screenshot({ path: join(out, name), fullPage: true })
          await page.close()
          if (theme === 'light' && width === 900) console.log(`${f.file} figure ${f.n} (${f.kind}): ${join(out, name)}`)
        }
      }
    }
  } finally {
    await browser.close()
  }
}
