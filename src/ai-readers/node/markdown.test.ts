import { fromMarkdown } from 'mdast-util-from-markdown'
import { mdxBodyToMarkdown, pageMarkdown, absoluteLink } from './markdown'
import { platformValue } from '../../lib/platformData'
import { contractValue } from '../../../content/data/contracts'

const SITE = 'https://docs.example'
const opts = { format: 'mdx' as const, siteUrl: SITE, pagePath: '/docs/start/first-query/' }
const md = (source: string) => mdxBodyToMarkdown(source, opts)

// Table-driven: every component and construct the content uses, MDX in, Markdown out.
const CASES: [string, string, string][] = [
  ['front matter, import, export and comments are dropped', "---\ntitle: X\n---\n\nimport A from './a'\nexport const b = 1\n\nText {/* truncate */} here.\n\n{/* a flow comment */}", 'Text  here.'],
  ['a string expression keeps its text', "Braces: {'{'}x{'}'}.", 'Braces: {x}.'],
  ['note admonition with a title', ':::note[Read this]\nBody **bold**.\n:::', '> **Note: Read this**\n>\n> Body **bold**.'],
  ['warning admonition without a title', ':::warning\nCareful.\n:::', '> **Warning**\n>\n> Careful.'],
  ['tip, info, danger and caution labels', ':::tip\nA\n:::\n\n:::info\nB\n:::\n\n:::danger\nC\n:::\n\n:::caution\nD\n:::', '> **Tip**\n>\n> A\n\n> **Info**\n>\n> B\n\n> **Danger**\n>\n> C\n\n> **Caution**\n>\n> D'],
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
  [
    'cards are a list of links with their descriptions',
    '<Cards>\n  <Card href="/docs/intro/" title="Intro" description="Start here." />\n  <Card href="../errors/" title="Errors" />\n</Cards>',
    `- [Intro](${SITE}/docs/intro/): Start here.\n- [Errors](${SITE}/docs/start/errors/)`,
  ],
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
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })

  it('a platform URL is an autolink, not an escaped colon', () => {
    expect(md('Open :data[endpoints.account].')).not.toContain('\\:')
  })

  it('a wss:// platform value is an autolink too', () => {
    expect(md('Open :data[endpoints.graphqlWebsocket].')).not.toContain('\\:')
  })

  it('code keeps its backslashes; names with underscores round-trip through a CommonMark parser', () => {
    const out = md('```text\na\\_b\n```\n\nInline `x\\_y` and A_B_C.')
    expect(out).toBe('```text\na\\_b\n```\n\nInline `x\\_y` and A_B_C.')
    const texts: string[] = []
    const walk = (n: { type: string; value?: string; children?: unknown[] }) => {
      if (n.type === 'text' && n.value) texts.push(n.value)
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c)
    }
    walk(fromMarkdown(out) as never)
    expect(texts.join('')).toContain('A_B_C')
  })

  it('Markdown (.md) files lose HTML comments', () => {
    expect(mdxBodyToMarkdown('Text\n\n<!-- hidden -->\n\nMore <!-- x --> text.', { ...opts, format: 'md' })).toBe('Text\n\nMore  text.')
  })

  it('the page starts with the title and the description', () => {
    const out = pageMarkdown({ title: 'First query', description: 'Run a query.', source: '---\ntitle: First query\n---\n\nBody.' }, opts)
    expect(out).toBe('# First query\n\nRun a query.\n\nBody.\n')
  })

  it('the output parses as CommonMark with no JSX or import left', () => {
    const out = pageMarkdown({ title: 'T', description: 'D', source: CASES.map((c) => c[1]).join('\n\n') }, opts)
    const tree = fromMarkdown(out)
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 })
    expect(out).not.toMatch(/^\s*(import|export)\s/m)
    expect(out).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/)
  })

  it.each([
    ['/docs/x/', 'https://docs.example/docs/x/'],
    ['./y/', 'https://docs.example/docs/start/first-query/y/'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['//cdn.example/x', '//cdn.example/x'],
  ])('absoluteLink(%s)', (link, expected) => {
    expect(absoluteLink(link, SITE, '/docs/start/first-query/')).toBe(expected)
  })
})
