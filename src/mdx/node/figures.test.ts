import { compileDoc } from './compile'
import { atPath, figureMeta, fitSvg } from './figures'
import { FIGURE_DATA, pumpfunCurve } from '../../../content/data/figures'

const compile = (body: string) => compileDoc(body, { file: 'content/docs/figure-case.mdx', format: 'mdx', pagePath: '/docs/figure-case/' })
const figureOf = async (body: string) => {
  const tree = (await compile(body)).tree as unknown as unknown[]
  const found = JSON.stringify(tree).match(/\["Figure",(\{.*?"svg":".*?"\})/)
  return found ? (JSON.parse(found[1]) as { kind: string; caption: string; alt: string; svg: string }) : null
}

describe('fitSvg: the renderer\'s SVG made safe and themable', () => {
  const raw =
    '<?xml version="1.0"?><!-- c --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300.5 120" width="100%"><style>.x{fill:red}</style>' +
    '<script>alert(1)</script><foreignObject><div>x</div></foreignObject>' +
    '<rect style="stroke-width:2;fill:#0a0a01;background:url(x)" onclick="alert(1)" class="a"/>' +
    '<text style="text-anchor:middle;font-size:16px" fill="#030303">T</text><a href="https://evil.example/"><path stroke="#020202" d="M0 0"/></a><use xlink:href="#m1"/></svg>'
  const out = fitSvg(raw)
  test('no declaration, comment, style, script, foreign content or event handler', () => {
    expect(out).not.toMatch(/<\?xml|<!--|<style|<script|foreignObject|onclick|alert/)
  })
  test('inline styles become presentation attributes; what is not one is dropped', () => {
    expect(out).toContain('stroke-width="2"')
    expect(out).toContain('text-anchor="middle"')
    expect(out).toContain('font-size="16"')
    expect(out).not.toMatch(/style=|background|url\(/)
  })
  test('the plot theme\'s sentinel colours become classes', () => {
    expect(out).toMatch(/<rect[^>]*class="a fig-f-c1"/)
    expect(out).toMatch(/<text[^>]*class="fig-f-text"/)
    expect(out).toMatch(/<path[^>]*class="fig-s-grid"/)
    expect(out).not.toMatch(/#0a0a01|#030303|#020202/)
  })
  test('links only to fragments; the outer svg sized by its view box and hidden from screen readers', () => {
    expect(out).not.toContain('evil.example')
    expect(out).toContain('xlink:href="#m1"')
    expect(out).toMatch(/^<svg[^>]* width="301" height="120" aria-hidden="true" focusable="false">/)
    expect(out).not.toContain('width="100%"')
  })
})

describe('figure meta and sample paths', () => {
  test('key="value" pairs', () => {
    expect(figureMeta('caption="A \\"quoted\\" caption" alt="Words." data=pumpfunCurve')).toEqual({ caption: 'A "quoted" caption', alt: 'Words.', data: 'pumpfunCurve' })
  })
  test('paths into a sample', () => {
    expect(atPath({ data: { EVM: { T: [{ a: 1 }] } } }, 'data.EVM.T')).toEqual([{ a: 1 }])
    expect(atPath({ a: [{ b: 2 }] }, 'a[0].b')).toBe(2)
    expect(atPath({ a: 1 }, 'a.b.c')).toBeUndefined()
  })
})

describe('figures in a page', () => {
  jest.setTimeout(120_000)
  test('a d2 fence becomes a Figure with its caption, text alternative and an SVG without inline styles', async () => {
    const f = await figureOf('Intro.\n\n```d2 caption="A to B" alt="A box A with an arrow to a box B."\nA -> B: sends\n```\n')
    expect(f).toMatchObject({ kind: 'd2', caption: 'A to B', alt: 'A box A with an arrow to a box B.' })
    expect(f?.svg).toMatch(/^<svg[^>]* aria-hidden="true"/)
    expect(f?.svg).not.toMatch(/style=|<style|@font-face/)
    expect(f?.svg).toMatch(/class="[^"]*fill-N1/)
  })
  test('search and the Markdown twin carry the caption and the text alternative', async () => {
    const out = await compile('## Flow\n\nText.\n\n```d2 caption="Messages to a consumer group" alt="A topic with three partitions feeds two consumers."\ntopic -> consumer\n```\n')
    expect(out.markdown).toContain('_Figure: Messages to a consumer group._ A topic with three partitions feeds two consumers.')
    const section = out.sections.find((x) => x.heading === 'Flow')
    expect(section?.text).toContain('Messages to a consumer group')
    expect(section?.text).toContain('A topic with three partitions feeds two consumers.')
    // The diagram's source is not prose: search does not index it.
    expect(section?.text).not.toContain('topic -> consumer')
  })
  test('a plot draws the series its data= names, from content/data/figures.ts', async () => {
    const f = await figureOf(
      '```vega-lite caption="Price along the curve" alt="The price rises with tokens sold." data="pumpfunCurve"\n{"mark": "line", "encoding": {"x": {"field": "soldMillions", "type": "quantitative"}, "y": {"field": "priceSolPerMillion", "type": "quantitative"}}}\n```\n',
    )
    expect(f?.svg).toMatch(/class="[^"]*fig-s-c1/)
    const rows = FIGURE_DATA.pumpfunCurve()
    // The curve ends where the page says it does: 85 SOL raised, all 793.1 million tokens sold.
    expect(rows[rows.length - 1]).toMatchObject({ soldMillions: pumpfunCurve.initialRealTokenReserves / 1e6, progress: 100 })
    expect(Math.round(rows[rows.length - 1].solRaised)).toBe(85)
  })
  test('a plot of a sample reads the rows of the JSON fence it names', async () => {
    const page =
      '```json title="Response"\n{"data": {"rows": [{"d": "2026-11-01", "n": 3}, {"d": "2026-11-02", "n": 5}]}}\n```\n\n' +
      '```vega-lite caption="Rows per day" alt="Three rows on the first day, five on the second." sample="Response" path="data.rows"\n{"mark": "bar", "encoding": {"x": {"field": "d", "type": "ordinal"}, "y": {"field": "n", "type": "quantitative"}}}\n```\n'
    const f = await figureOf(page)
    expect((f?.svg.match(/<path[^>]*fig-f-c1/g) ?? []).length + (f?.svg.match(/fig-f-c1/g) ?? []).length).toBeGreaterThan(0)
  })
  test.each([
    ['a d2 source that does not parse, at the line inside the fence', 'Text.\n\n```d2 caption="C" alt="A."\nok -> fine\na -> {\n```\n', /figure-case\.mdx:5:\d+: The d2 figure does not render: /],
    ['no text alternative, at the fence', 'Text.\n\n```d2 caption="C"\na -> b\n```\n', /figure-case\.mdx:3:1: A d2 figure needs alt=/],
    ['no caption', '```d2 alt="A."\na -> b\n```\n', /figure-case\.mdx:1:1: A d2 figure needs caption=/],
    ['a plot spec that is not JSON', '```vega-lite caption="C" alt="A." data="pumpfunCurve"\n{mark: line}\n```\n', /:1:1: The Vega-Lite spec is not valid JSON/],
    ['a plot that sets its own colours', '```vega-lite caption="C" alt="A." data="pumpfunCurve"\n{"mark": "line", "config": {"mark": {"color": "red"}}}\n```\n', /does not set "config"/],
    ['a plot with its rows typed into the spec', '```vega-lite caption="C" alt="A."\n{"mark": "line", "data": {"values": [{"x": 1}]}}\n```\n', /does not carry its own rows/],
    ['a plot with rows typed in and no source', '```vega-lite caption="C" alt="A."\n{"mark": "line"}\n```\n', /needs its rows/],
    ['unknown series', '```vega-lite caption="C" alt="A." data="noSuchSeries"\n{"mark": "line"}\n```\n', /Unknown figure data "noSuchSeries"/],
    ['a sample that is not on the page', '```vega-lite caption="C" alt="A." sample="Nope" path="a"\n{"mark": "line"}\n```\n', /No JSON sample titled "Nope"/],
    ['a Figure written by hand', 'x\n\n<Figure caption="c" alt="a" svg="<svg/>" kind="d2" />\n', /figure-case\.mdx:3:1: <Figure> is made by the compiler/],
  ])('%s fails the compile with file and line', async (_name, body, message) => {
    await expect(compile(body)).rejects.toThrow(message)
  })
})
