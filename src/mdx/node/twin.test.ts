import { fromMarkdown } from 'mdast-util-from-markdown'
import { absoluteLink, twinHead } from './twin'
import { compileDoc } from './compile'
import { platformValue } from '../../lib/platformData'
import { contractValue } from '../../../content/data/contracts'
import { site } from '../../config/site'
import { MDX_COMPONENT_NAMES } from '../lib/componentNames'

// The twin is made by the page's own compile (outputs.ts), so these cases go through compileDoc.
const SITE = site.url
const PAGE = '/docs/start/first-query/'
const md = async (body: string, format: 'md' | 'mdx' = 'mdx') => (await compileDoc(body, { file: 'twin-case.mdx', format, pagePath: PAGE })).markdown

// Table-driven: every component and construct the content uses, MDX in, Markdown out.
const CASES: [string, string, string][] = [
  ['comments are dropped', 'Text {/* truncate */} here.\n\n{/* a flow comment */}', 'Text  here.'],
  ['note admonition with a title', ':::note[Read this]\nBody **bold**.\n:::', '> **Note: Read this**\n>\n> Body **bold**.'],
  ['warning admonition without a title', ':::warning\nCareful.\n:::', '> **Warning**\n>\n> Careful.'],
  // Caution is shown as a warning on the page, and so in the twin.
  ['tip, info, danger and caution labels', ':::tip\nA\n:::\n\n:::info\nB\n:::\n\n:::danger\nC\n:::\n\n:::caution\nD\n:::', '> **Tip**\n>\n> A\n\n> **Info**\n>\n> B\n\n> **Danger**\n>\n> C\n\n> **Warning**\n>\n> D'],
  ['<Admonition> written as JSX', '<Admonition type="info" title="T">\n\nBody.\n\n</Admonition>', '> **Info: T**\n>\n> Body.'],
  [
    'tabs become headed sections one level below the current heading',
    '## Send it\n\n<Tabs groupId="language">\n  <TabItem value="js" label="JavaScript">\n\n```js title="a.mjs"\nconsole.log(1)\n```\n\n  </TabItem>\n  <TabItem value="py" label="Python">\n\n```python\nprint(1)\n```\n\n  </TabItem>\n</Tabs>',
    '## Send it\n\n### JavaScript\n\n```js title="a.mjs"\nconsole.log(1)\n```\n\n### Python\n\n```python\nprint(1)\n```',
  ],
  ['a tab without a label uses its value', '<Tabs>\n<TabItem value="curl">\n\nx\n\n</TabItem>\n</Tabs>', '## curl\n\nx'],
  ['<Details summary> becomes a bold line and its content', '<Details summary="Show the response">\n\n```json\n{}\n```\n\n</Details>', '**Show the response**\n\n```json\n{}\n```'],
  ['<details><summary> as well', '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>', '**More**\n\nHidden text.'],
  ['<Video> is a link', '<Video url="https://www.youtube.com/watch?v=abc" title="Intro talk" />', 'Video: [Intro talk](https://www.youtube.com/watch?v=abc)'],
  ['<Audio> is a link', '<Audio url="https://soundcloud.com/x/y" title="Podcast" />', 'Audio: [Podcast](https://soundcloud.com/x/y)'],
  ['platform values are resolved', 'At most :data[limits.maxRows] rows.', `At most ${platformValue('limits.maxRows')} rows.`],
  ['a contract address is inline code, a contract field text', 'USDT is :data[contracts.ethereum.USDT] with :data[contracts.ethereum.USDT.decimals] decimals.', `USDT is \`${contractValue('contracts.ethereum.USDT')}\` with ${contractValue('contracts.ethereum.USDT.decimals')} decimals.`],
  ['unknown text directives stay prose', 'Ratio 3:1 and a:b.', 'Ratio 3:1 and a:b.'],
  ['root-relative links become absolute', 'See [errors](/docs/start/errors/#http-errors).', `See [errors](${SITE}/docs/start/errors/#http-errors).`],
  ['relative links resolve against the page route', 'See [next](../query/) and [here](#step-2).', `See [next](${SITE}/docs/start/query/) and [here](${SITE}/docs/start/first-query/#step-2).`],
  ['external links stay', 'See [GraphQL](https://graphql.org/).', 'See [GraphQL](https://graphql.org/).'],
  ['GFM tables', '| a | b |\n| --- | --- |\n| 1 | `x` |', '| a | b   |\n| - | --- |\n| 1 | `x` |'],
  ['fenced code keeps its language and title, loses highlight meta and comments', '```ts title="c.ts" {2} showLineNumbers\nconst a = 1\n// highlight-next-line\nconst b = 2\n```', '```ts title="c.ts"\nconst a = 1\nconst b = 2\n```'],
  ['a graphql fence loses its validation opt-out', '```graphql skip-validation="shows an error"\nquery { x }\n```', '```graphql\nquery { x }\n```'],
  ['unknown JSX wrappers keep only their content', '<div className="x">\n\nInside **div**.\n\n</div>\n\nA <abbr title="t">TLA</abbr> inline.', 'Inside **div**.\n\nA TLA inline.'],
  ['underscores inside names are not escaped, emphasis still works', 'The [EVM_Transfer_Cube](/r/) cube, _emphasis_ and snake_case.', `The [EVM_Transfer_Cube](${SITE}/r/) cube, _emphasis_ and snake_case.`],
  ['lists, emphasis and headings stay CommonMark', '## Steps\n\n1. One\n2. _Two_\n\n- a\n- b', '## Steps\n\n1. One\n2. _Two_\n\n- a\n- b'],
]

describe('MDX to Markdown', () => {
  it.each(CASES)('%s', async (_name, input, expected) => {
    expect(await md(input)).toBe(expected)
  })

  it('a platform URL is an autolink, not an escaped colon', async () => {
    expect(await md('Open :data[endpoints.account].')).not.toContain('\\:')
  })

  it('a wss:// platform value is an autolink too', async () => {
    expect(await md('Open :data[endpoints.graphqlWebsocket].')).not.toContain('\\:')
  })

  it('code keeps its backslashes; names with underscores round-trip through a CommonMark parser', async () => {
    const out = await md('```text\na\\_b\n```\n\nInline `x\\_y` and A_B_C.')
    expect(out).toBe('```text\na\\_b\n```\n\nInline `x\\_y` and A_B_C.')
    const texts: string[] = []
    const walk = (n: { type: string; value?: string; children?: unknown[] }) => {
      if (n.type === 'text' && n.value) texts.push(n.value)
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c)
    }
    walk(fromMarkdown(out) as never)
    expect(texts.join('')).toContain('A_B_C')
  })

  it('Markdown (.md) files lose HTML comments', async () => {
    expect(await md('Text\n\n<!-- hidden -->\n\nMore <!-- x --> text.', 'md')).toBe('Text\n\nMore  text.')
  })

  it('the head is the title and the description', () => {
    expect(twinHead('First query', 'Run a query.')).toBe('# First query\n\nRun a query.')
  })

  it('the output parses as CommonMark with no JSX left', async () => {
    const out = `${twinHead('T', 'D')}\n\n${await md(CASES.map((c) => c[1]).join('\n\n'))}`
    const tree = fromMarkdown(out)
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 })
    expect(out).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/)
  })

  it('every component pages may use has a Markdown meaning: none is left as its bare content', async () => {
    // A component without a rule would lose its props (a title, a URL, a value): each case below keeps one.
    const uses: Record<(typeof MDX_COMPONENT_NAMES)[number], [string, string]> = {
      Admonition: ['<Admonition type="tip" title="Kept">\n\nx\n\n</Admonition>', 'Tip: Kept'],
      Audio: ['<Audio url="https://soundcloud.com/a/b" title="Talk" />', '[Talk](https://soundcloud.com/a/b)'],
      Details: ['<Details summary="Kept summary">\n\nx\n\n</Details>', '**Kept summary**'],
      // A figure is written as a fence (a hand-written <Figure> is refused); the twin keeps its caption and its text alternative.
      Figure: ['```d2 caption="Kept caption" alt="A box a with an arrow to a box b."\na -> b\n```', '_Figure: Kept caption._ A box a with an arrow to a box b.'],
      PlatformValue: ['<PlatformValue k="limits.defaultRows" />', String(platformValue('limits.defaultRows'))],
      TabItem: ['<TabItem value="v" label="Kept label">\n\nx\n\n</TabItem>', '**Kept label**'],
      Tabs: ['## S\n\n<Tabs>\n<TabItem value="a" label="Tab A">\n\nx\n\n</TabItem>\n</Tabs>', '### Tab A'],
      Video: ['<Video url="https://www.youtube.com/watch?v=abc" title="Clip" />', '[Clip](https://www.youtube.com/watch?v=abc)'],
    }
    expect(Object.keys(uses).sort()).toEqual([...MDX_COMPONENT_NAMES].sort())
    for (const [name, [input, kept]] of Object.entries(uses)) expect({ name, out: (await md(input)).includes(kept) }).toEqual({ name, out: true })
  })

  it.each([
    ['/docs/x/', `${SITE}/docs/x/`],
    ['./y/', `${SITE}/docs/start/first-query/y/`],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('absoluteLink(%s)', (link, expected) => {
    expect(absoluteLink(link, SITE, PAGE)).toBe(expected)
  })
})
