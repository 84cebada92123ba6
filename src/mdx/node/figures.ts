/**
 * Figures drawn from source at build time (issue 43). A page writes a
 * diagram as a ```d2 fence and a plot as a ```vega-lite fence, each with a
 * caption and a text alternative:
 *
 *   ```d2 caption="How a topic reaches a consumer group" alt="…"
 *   producer -> topic -> group
 *   ```
 *
 * remarkFigures turns each fence into a <Figure> holding an SVG: rendered by
 * scripts/figures/render.mjs (D2 and Vega run there, as ES modules), kept in
 * a cache by content hash, then made to fit the site here: no <style>, no
 * inline style attributes (the Content-Security-Policy allows neither), no
 * fonts of its own, and colours as classes that the site's stylesheet maps
 * to its colour variables, so a figure follows the colour mode without a
 * script. A plot takes its data from the page's facts, never typed into the
 * spec: `data="name"` reads a series from content/data/figures.ts, and
 * `sample="title"` with `path="a.b"` reads the rows of a JSON sample on the
 * same page, so a figure cannot disagree with the numbers beside it.
 * A figure that does not render fails the compile at its file and line.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Root as MdastRoot, Code, Content as MdastContent, Parent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { FIGURE_DATA } from '../../../content/data/figures'

export const FIGURE_LANGS = ['d2', 'vega-lite'] as const
export type FigureKind = (typeof FIGURE_LANGS)[number]

/** Bump when the renderers' options or their versions change: cached SVGs are keyed by it. */
const RENDER_VERSION = 'd2-0.1.33/vega-6.4.0/vega-lite-6.4.1/2'

/**
 * The plot theme: every colour is a sentinel that fitSvg turns into a class
 * (`.fig-f-…` for fills, `.fig-s-…` for strokes); the stylesheet gives the
 * classes the site's colours in both modes. Writers do not set colours.
 */
export const SENTINELS: Record<string, string> = {
  '#010101': 'line',
  '#020202': 'grid',
  '#030303': 'text',
  '#040404': 'muted',
  '#0a0a01': 'c1',
  '#0a0a02': 'c2',
  '#0a0a03': 'c3',
  '#0a0a04': 'c4',
  '#0a0a05': 'c5',
}
const PLOT_CONFIG = {
  background: null,
  font: 'Source Sans Pro',
  view: { stroke: null },
  axis: { domainColor: '#010101', tickColor: '#010101', gridColor: '#020202', labelColor: '#030303', titleColor: '#030303', labelFontSize: 13, titleFontSize: 14 },
  legend: { labelColor: '#030303', titleColor: '#030303', labelFontSize: 13, titleFontSize: 14 },
  title: { color: '#030303', subtitleColor: '#040404', fontSize: 15 },
  text: { color: '#030303', fontSize: 13 },
  mark: { color: '#0a0a01' },
  rule: { color: '#040404' },
  range: { category: ['#0a0a01', '#0a0a02', '#0a0a03', '#0a0a04', '#0a0a05'] },
}

export class FigureError extends Error {
  constructor(
    message: string,
    public readonly line: number | null,
    public readonly column: number | null,
  ) {
    super(message)
  }
}

/** key="value" pairs of a fence's meta (double quotes; \" inside). */
export function figureMeta(meta: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  const re = /([a-z][\w-]*)=(?:"((?:[^"\\]|\\.)*)"|(\S+))/gi
  for (const m of (meta ?? '').matchAll(re)) out[m[1]] = (m[2] ?? m[3] ?? '').replace(/\\"/g, '"')
  return out
}

/** Reads `a.b[0].c` from a value; undefined when the path does not exist. */
export function atPath(value: unknown, p: string): unknown {
  let cur: unknown = value
  for (const part of p.split('.').flatMap((s) => s.split(/\[(\d+)\]/).filter(Boolean))) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<string, unknown>)[part]
  }
  return cur
}

// ---------------------------------------------------------------------------
// Rendering: a cache by content hash, and one renderer process per process.

const cacheDir = () => path.resolve(process.cwd(), 'node_modules/.cache/chainstrata-figures')

type Request = { kind: FigureKind; source?: string; spec?: unknown; salt: string }
type Result = { svg?: string; error?: string; line?: number; column?: number }

let renderer: { child: ChildProcessWithoutNullStreams; pending: Map<number, (r: Result) => void>; next: number } | null = null

function startRenderer() {
  const script = path.resolve(process.cwd(), 'scripts/figures/render.mjs')
  const child = spawn(process.execPath, [script], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] })
  const state = { child, pending: new Map<number, (r: Result) => void>(), next: 1 }
  createInterface({ input: child.stdout }).on('line', (line) => {
    let msg: Result & { id?: number }
    try {
      msg = JSON.parse(line)
    } catch {
      return
    }
    const done = msg.id === undefined ? undefined : state.pending.get(msg.id)
    if (done && msg.id !== undefined) {
      state.pending.delete(msg.id)
      done(msg)
    }
    if (state.pending.size === 0) child.unref()
  })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)))
  child.on('exit', () => {
    for (const done of state.pending.values()) done({ error: `The figure renderer stopped: ${stderr.trim() || 'no message'}` })
    state.pending.clear()
    if (renderer === state) renderer = null
  })
  child.unref()
  ;(child.stdout as unknown as { unref?: () => void }).unref?.()
  ;(child.stderr as unknown as { unref?: () => void }).unref?.()
  ;(child.stdin as unknown as { unref?: () => void }).unref?.()
  return state
}

function render(req: Request): Promise<Result> {
  if (!renderer) renderer = startRenderer()
  const r = renderer
  return new Promise((resolve) => {
    const id = r.next++
    r.pending.set(id, resolve)
    r.child.ref()
    r.child.stdin.write(`${JSON.stringify({ id, ...req })}\n`)
  })
}

/** The renderer's SVG for a request, from the cache or rendered (and cached). Errors are not cached. */
export async function renderFigure(req: Request): Promise<Result> {
  const key = createHash('sha256').update(JSON.stringify([RENDER_VERSION, req.kind, req.source ?? null, req.spec ?? null, req.salt])).digest('hex').slice(0, 32)
  const file = path.join(cacheDir(), `${key}.svg`)
  if (existsSync(file)) return { svg: readFileSync(file, 'utf8') }
  const result = await render(req)
  if (result.svg !== undefined && typeof result.svg !== 'string') return { error: `The renderer returned ${typeof result.svg} instead of SVG text.` }
  if (result.svg) {
    try {
      mkdirSync(cacheDir(), { recursive: true })
      writeFileSync(file, result.svg)
    } catch {
      // A read-only cache only costs time.
    }
  }
  return result
}

// ---------------------------------------------------------------------------
// Making an SVG fit the site.

/** Presentation attributes an inline style may become (anything else in a style attribute is dropped). */
const PRESENTATION = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'text-decoration',
  'visibility',
  'display',
  'mix-blend-mode',
])

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Rewrites one start tag: inline style → presentation attributes, sentinel colours → classes, event handlers dropped. */
function fitTag(tag: string): string {
  const m = /^<([\w:-]+)([\s\S]*?)(\/?)>$/.exec(tag)
  if (!m) return tag
  const [, name, rest, selfClose] = m
  const attrs: [string, string][] = []
  for (const a of rest.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) attrs.push([a[1], a[3] ?? a[4] ?? ''])
  const out = new Map<string, string>()
  const classes: string[] = []
  for (const [k, v] of attrs) {
    const key = k.toLowerCase()
    if (key.startsWith('on')) continue
    if (key === 'class') classes.push(...v.split(/\s+/).filter(Boolean))
    else if (key === 'style') {
      for (const decl of v.split(';')) {
        const i = decl.indexOf(':')
        if (i < 0) continue
        const prop = decl.slice(0, i).trim().toLowerCase()
        const val = decl.slice(i + 1).trim()
        if (PRESENTATION.has(prop) && val && !/url\(|expression|javascript:/i.test(val)) out.set(prop, val.replace(/px$/, ''))
      }
    } else if ((key === 'href' || key === 'xlink:href') && !v.startsWith('#')) continue
    else out.set(k, v)
  }
  for (const prop of ['fill', 'stroke', 'color'] as const) {
    const v = out.get(prop)?.toLowerCase()
    if (v && SENTINELS[v]) {
      out.delete(prop)
      classes.push(`fig-${prop === 'stroke' ? 's' : 'f'}-${SENTINELS[v]}`)
    }
  }
  if (classes.length) out.set('class', [...new Set(classes)].join(' '))
  const body = [...out].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('')
  return `<${name}${body}${selfClose ? '/' : ''}>`
}

/**
 * The renderer's SVG made safe and themable for the site: no XML
 * declaration, comments, <style>, <script> or foreignObject; no inline
 * styles or event handlers; links only to fragments; the outer <svg> sized
 * to its view box (it scrolls on a narrow screen instead of shrinking its
 * text) and hidden from assistive technology (the figure's text alternative
 * speaks for it).
 */
export function fitSvg(svg: string): string {
  let s = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject>/gi, '')
    .replace(/<(title|desc)[\s\S]*?<\/\1>/gi, '')
  s = s.replace(/<[\w:-]+(?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*\/?>/g, fitTag)
  // The outermost <svg>: its own size from the view box, and hidden from screen readers.
  s = s.replace(/^\s*<svg\b([^>]*)>/, (whole, attrs: string) => {
    const vb = /viewBox="([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)"/.exec(attrs)
    let a = attrs.replace(/\s(width|height|role|aria-[\w-]+|preserveAspectRatio)="[^"]*"/g, '')
    if (vb) a += ` width="${Math.ceil(Number(vb[3]))}" height="${Math.ceil(Number(vb[4]))}"`
    return `<svg${a} aria-hidden="true" focusable="false">`
  })
  return s.trim()
}

// ---------------------------------------------------------------------------
// The remark plugin.

type VFileLike = { path?: string; data: Record<string, unknown> }

/** The rows a plot draws, from the page's facts (never typed into the spec). */
function plotValues(node: Code, meta: Record<string, string>, tree: MdastRoot): unknown[] | null {
  if (meta.data) {
    const make = (FIGURE_DATA as Record<string, (() => unknown[]) | undefined>)[meta.data]
    if (!make) throw new FigureError(`Unknown figure data "${meta.data}"; content/data/figures.ts has: ${Object.keys(FIGURE_DATA).join(', ')}`, null, null)
    return make()
  }
  if (meta.sample) {
    const fences: Code[] = []
    const walk = (n: MdastContent | MdastRoot) => {
      if (n.type === 'code' && n !== node) fences.push(n)
      if ('children' in n) for (const c of (n as Parent).children) walk(c as MdastContent)
    }
    walk(tree)
    const fence = fences.find((f) => /^json/.test(f.lang ?? '') && figureMeta(f.meta).title === meta.sample)
    if (!fence) throw new FigureError(`No JSON sample titled "${meta.sample}" on this page (a plot with sample="…" draws that fence's rows).`, null, null)
    let json: unknown
    try {
      json = JSON.parse(fence.value)
    } catch {
      throw new FigureError(`The sample "${meta.sample}" is not valid JSON.`, null, null)
    }
    const rows = meta.path ? atPath(json, meta.path) : json
    if (!Array.isArray(rows)) throw new FigureError(`The path "${meta.path ?? ''}" of the sample "${meta.sample}" is not a list of rows.`, null, null)
    return rows
  }
  return null
}

async function figureElement(node: Code, tree: MdastRoot, index: number): Promise<MdxJsxFlowElement> {
  const kind = node.lang as FigureKind
  const meta = figureMeta(node.meta)
  for (const field of ['caption', 'alt'] as const) {
    if (!meta[field]?.trim()) throw new FigureError(`A ${kind} figure needs ${field}="…" (${field === 'caption' ? 'what the figure shows, shown under it' : 'the same in words, for readers who cannot see it'}).`, null, null)
  }
  const salt = `f${createHash('sha256').update(node.value).digest('hex').slice(0, 6)}${index}`
  let req: Request
  if (kind === 'd2') req = { kind, source: node.value, salt }
  else {
    let spec: Record<string, unknown>
    try {
      spec = JSON.parse(node.value)
    } catch (err) {
      throw new FigureError(`The Vega-Lite spec is not valid JSON: ${(err as Error).message}`, null, null)
    }
    if (spec.config !== undefined) throw new FigureError('A plot does not set "config": the site\'s theme gives every figure its colours and fonts.', null, null)
    if (spec.data !== undefined) throw new FigureError('A plot does not carry its own rows ("data"): name a series with data="…" (content/data/figures.ts) or a JSON sample of the page with sample="…".', null, null)
    const values = plotValues(node, meta, tree)
    if (values) spec.data = { values }
    else throw new FigureError('A plot needs its rows: data="name" (content/data/figures.ts) or sample="title of a JSON fence on this page" with path="…".', null, null)
    req = { kind, spec: { ...spec, config: PLOT_CONFIG }, salt }
  }
  const result = await renderFigure(req)
  if (!result.svg) throw new FigureError(`The ${kind} figure does not render: ${result.error ?? 'no output'}`, result.line ?? null, result.column ?? null)
  const attr = (name: string, value: string) => ({ type: 'mdxJsxAttribute' as const, name, value })
  return { type: 'mdxJsxFlowElement', name: 'Figure', attributes: [attr('kind', kind), attr('caption', meta.caption.trim()), attr('alt', meta.alt.trim()), attr('svg', fitSvg(result.svg))], children: [] }
}

/** Remark: every ```d2 and ```vega-lite fence becomes a <Figure> with its SVG (see the file comment). */
export function remarkFigures() {
  return async (tree: MdastRoot, _file: VFileLike) => {
    const found: { parent: Parent; index: number; node: Code }[] = []
    const walk = (n: Parent) => {
      n.children.forEach((c, index) => {
        if (c.type === 'code' && (FIGURE_LANGS as readonly string[]).includes(c.lang ?? '')) found.push({ parent: n, index, node: c })
        else if ('children' in c) walk(c as Parent)
      })
    }
    walk(tree)
    let n = 0
    for (const { parent, index, node } of found) {
      try {
        parent.children[index] = (await figureElement(node, tree, n++)) as unknown as MdastContent
      } catch (err) {
        const e = err as FigureError
        // Where the writer wrote it: the fence's line, or the line inside the figure's source (compileDoc adds the file).
        const start = node.position?.start.line ?? null
        const line = start === null ? null : e.line ? start + e.line : start
        throw Object.assign(new Error(e.message), { line, column: e.line ? e.column : (node.position?.start.column ?? null) })
      }
    }
  }
}
