#!/usr/bin/env node
/**
 * Renders figures to SVG, outside the process that asks (issue 43). D2 and
 * Vega are ES modules with top-level await and a WebAssembly worker, which
 * neither Gatsby's compiled gatsby-node nor Jest's CommonJS transform can
 * load; this plain Node script can. src/mdx/node/figures.ts starts it once
 * per process when a figure is not in the cache, and talks to it in JSON
 * lines on stdin/stdout:
 *
 *   → {"id": 1, "kind": "d2", "source": "a -> b", "salt": "f1"}
 *   → {"id": 2, "kind": "vega-lite", "spec": {...}}
 *   ← {"id": 1, "svg": "<svg …>"}
 *   ← {"id": 2, "error": "…", "line": 3, "column": 5}   (line/column within the figure's source, when known)
 *
 * The SVG is the renderer's own; the asking side makes it fit the site
 * (no inline styles, colours from the site's variables).
 */
import { createInterface } from 'node:readline'

let d2 = null
let vega = null

async function renderD2(source, salt) {
  if (!d2) {
    const { D2 } = await import('@terrastruct/d2')
    d2 = new D2()
  }
  let compiled
  try {
    compiled = await d2.compile(source, { layout: 'dagre' })
  } catch (err) {
    // D2 reports a JSON list of errors, each "index:LINE:COL: message".
    const text = String(err?.message ?? err)
    let first = text
    try {
      const list = JSON.parse(text)
      if (Array.isArray(list) && list[0]?.errmsg) first = list[0].errmsg
    } catch {
      // not JSON: keep the text
    }
    const m = /^index:(\d+):(\d+):\s*(.*)$/s.exec(first)
    return m ? { error: m[3], line: Number(m[1]), column: Number(m[2]) } : { error: first }
  }
  const svg = await d2.render(compiled.diagram, { ...compiled.renderOptions, noXMLTag: true, pad: 8, scale: 1, center: false, salt, themeID: 0 })
  return { svg }
}

async function renderVegaLite(spec) {
  if (!vega) vega = { vl: await import('vega-lite'), vg: await import('vega') }
  let compiled
  try {
    compiled = vega.vl.compile(spec).spec
  } catch (err) {
    return { error: `Vega-Lite: ${err?.message ?? err}` }
  }
  const view = new vega.vg.View(vega.vg.parse(compiled), { renderer: 'none' })
  try {
    return { svg: await view.toSVG() }
  } catch (err) {
    return { error: `Vega: ${err?.message ?? err}` }
  } finally {
    view.finalize()
  }
}

/**
 * One figure at a time. D2's JavaScript wrapper is not safe for calls in
 * flight together: with two pages compiled at once and an empty cache, a
 * render call received a compile result instead of SVG text (seen in the
 * render test).
 */
let queue = Promise.resolve()
function oneAtATime(work) {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

const lines = createInterface({ input: process.stdin })
lines.on('line', (line) => oneAtATime(() => handle(line)))

async function handle(line) {
  let req
  try {
    req = JSON.parse(line)
  } catch {
    return
  }
  let out
  try {
    if (req.kind === 'd2') out = await renderD2(String(req.source ?? ''), String(req.salt ?? ''))
    else if (req.kind === 'vega-lite') out = await renderVegaLite(req.spec)
    else out = { error: `Unknown figure kind "${req.kind}"` }
  } catch (err) {
    out = { error: String(err?.message ?? err) }
  }
  if (out.svg !== undefined && typeof out.svg !== 'string') out = { error: `The ${req.kind} renderer returned ${typeof out.svg} instead of SVG text` }
  process.stdout.write(`${JSON.stringify({ id: req.id, ...out })}\n`)
}
// Finish what was asked, then stop when the asking process closes stdin.
lines.on('close', () => queue.then(() => process.exit(0)))
