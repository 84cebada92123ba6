/**
 * The API changelog: the changes between handmade snapshot pairs (their
 * sentences, levels and grouping), the notes and the guard on breaking
 * changes, the release marks, and the real history of graphql-schema/history/.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'graphql'
import { releaseDiff } from './changes'
import { isDate, parseNotes, readHistory } from './history'
import { buildChangelog, deprecatedUsageWarnings, guideIndex, linkSentence, memberLinker, memberMarks, releaseMarkdown, releasePage, releaseSummary, sentenceHtml, unexplainedBreakingChanges, unreleasedChanges } from './changelog'
import { cutSnapshot } from './snapshot'

const sources = (sdl: string, file = 'evm.graphql') => [{ file, document: parse(sdl) }]
const BEFORE = `
type Query { EVM(network: String): EVM }
type EVM { Transfers(limit: Int, where: EVM_Filter): [EVM_Transfer] }
type EVM_Transfer { Amount: String, Sender: String, Receiver: String }
input EVM_Filter { Amount: String }
enum evm_network { eth bsc }
`
const AFTER = `
type Query { EVM(network: String): EVM }
type EVM { Transfers(limit: String, where: EVM_Filter): [EVM_Transfer] }
type EVM_Transfer { Amount: String @deprecated(reason: "Use AmountDecimal"), AmountDecimal: Float, Sender: String }
input EVM_Filter { Amount: String }
enum evm_network { eth bsc base }
`

describe('the changes between two snapshots', () => {
  let changes: Awaited<ReturnType<typeof releaseDiff>>['changes']
  beforeAll(async () => {
    changes = (await releaseDiff(sources(BEFORE), sources(AFTER))).changes
  })
  const find = (kind: string) => changes.find((c) => c.kind === kind)

  it('calls a removed field breaking, with a sentence that names it', () => {
    expect(find('FIELD_REMOVED')).toMatchObject({ level: 'breaking', member: 'EVM_Transfer.Receiver', typeName: 'EVM_Transfer', root: 'EVM', sentence: 'The field `EVM_Transfer.Receiver` was removed.' })
    expect(find('FIELD_REMOVED')?.reason).toMatch(/\w/)
  })
  it('calls a changed argument type breaking and says both types', () => {
    expect(find('FIELD_ARGUMENT_TYPE_CHANGED')).toMatchObject({ level: 'breaking', member: 'EVM.Transfers.limit', sentence: 'The argument `limit` of `EVM.Transfers` now takes `String` instead of `Int`.' })
  })
  it('calls an added enum value dangerous', () => {
    expect(find('ENUM_VALUE_ADDED')).toMatchObject({ level: 'dangerous', member: 'evm_network.base', sentence: 'New value `base` in the enum `evm_network`.' })
  })
  it('dates a deprecation with its reason, and calls an added field safe', () => {
    expect(find('FIELD_DEPRECATION_ADDED')).toMatchObject({ member: 'EVM_Transfer.Amount', sentence: '`EVM_Transfer.Amount` is deprecated: Use AmountDecimal.', deprecationReason: 'Use AmountDecimal' })
    expect(find('FIELD_ADDED')).toMatchObject({ level: 'safe', member: 'EVM_Transfer.AmountDecimal', sentence: 'New field `EVM_Transfer.AmountDecimal` returning `Float`.' })
  })
  it('folds the members of an added type into it, and counts them', async () => {
    const d = await releaseDiff(sources(BEFORE), sources(`${BEFORE}\ntype EVM_Balance { Amount: String, Address: String }\nextend type EVM { Balances: [EVM_Balance] }`))
    expect(d.changes.map((c) => [c.kind, c.member])).toEqual([
      ['TYPE_ADDED', 'EVM_Balance'],
      ['FIELD_ADDED', 'EVM.Balances'],
    ])
    expect(d.changes[0]).toMatchObject({ sentence: 'New object type `EVM_Balance` with 2 fields.', members: 2 })
  })
  it('counts the types of a root the newer snapshot documents for the first time instead of listing them', async () => {
    const solana = `extend type Query { Solana: Solana }\ntype Solana { Blocks: [Solana_Block] }\ntype Solana_Block { Slot: Int }`
    const d = await releaseDiff(sources(BEFORE), [...sources(BEFORE), ...sources(solana, 'solana.graphql')], ['solana.graphql'])
    expect(d.changes).toEqual([])
    expect(d.introduced).toEqual([{ root: 'Solana', files: ['solana.graphql'], types: 2, rootFields: ['Query.Solana'] }])
  })
})

describe('notes', () => {
  it('reads the title, the roots it introduces, the prose and each migration', () => {
    const n = parseNotes('---\ntitle: Amounts as numbers\nintroduces: [solana.graphql]\n---\nWhy.\n\n## Breaking changes\n\n- `EVM_Transfer.Receiver`: select `Transfer.Receiver` instead.\n- `EVM.Transfers.limit`: pass the limit as a string.\n', 'notes.md')
    expect(n).toMatchObject({ title: 'Amounts as numbers', introduces: ['solana.graphql'], body: 'Why.' })
    expect([...n.migrations]).toEqual([
      ['EVM_Transfer.Receiver', 'select `Transfer.Receiver` instead.'],
      ['EVM.Transfers.limit', 'pass the limit as a string.'],
    ])
  })
  it('refuses notes without a title or with a bad introduces list', () => {
    expect(() => parseNotes('No front matter.', 'x/notes.md')).toThrow(/x\/notes.md: the front matter needs a "title"/)
    expect(() => parseNotes('---\ntitle: T\nintroduces: solana\n---\n', 'x/notes.md')).toThrow(/"introduces" must be a list/)
  })
  it('knows a real date', () => {
    expect(['2026-08-20', '2024-02-29'].map(isDate)).toEqual([true, true])
    expect(['2026-02-30', '2026-8-20', 'latest', '2023-13-01'].map(isDate)).toEqual([false, false, false, false])
  })
})

/** A history folder of handmade snapshots. */
function historyOf(snapshots: { date: string; sdl: string; notes: string }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-history-'))
  for (const s of snapshots) {
    mkdirSync(path.join(dir, s.date))
    writeFileSync(path.join(dir, s.date, 'evm.graphql'), s.sdl)
    writeFileSync(path.join(dir, s.date, 'notes.md'), s.notes)
  }
  return dir
}

describe('the guard on breaking changes', () => {
  it('names each breaking change the notes do not explain, and passes once they do', async () => {
    const bare = historyOf([
      { date: '2025-01-01', sdl: BEFORE, notes: '---\ntitle: First\n---\n' },
      { date: '2025-06-01', sdl: AFTER, notes: '---\ntitle: Second\n---\nAmounts.\n\n## Breaking changes\n\n- `EVM_Transfer.Receiver`: select the receiver from `Transfer` instead.\n' },
    ])
    const problems = unexplainedBreakingChanges(await buildChangelog(readHistory(bare)))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^EVM\.Transfers\.limit \(FIELD_ARGUMENT_TYPE_CHANGED\): .* The release 2025-06-01 must name it in graphql-schema\/history\/2025-06-01\/notes\.md, under "## Breaking changes"/)
    writeFileSync(path.join(bare, '2025-06-01', 'notes.md'), '---\ntitle: Second\n---\n## Breaking changes\n- `EVM_Transfer.Receiver`: use Transfer.\n- `EVM.Transfers.limit`: pass a string.\n')
    expect(unexplainedBreakingChanges(await buildChangelog(readHistory(bare)))).toEqual([])
    rmSync(bare, { recursive: true })
  })
})

describe('the real history', () => {
  let releases: Awaited<ReturnType<typeof buildChangelog>>
  beforeAll(async () => {
    releases = await buildChangelog(readHistory())
  }, 60000)

  it('starts from the v2 reference and has the release of 2026-08-20', () => {
    expect(releases.map((r) => [r.date, r.previous])).toEqual([
      ['2023-10-23', null],
      ['2026-08-20', '2023-10-23'],
    ])
    expect(releases[0].baseline).toEqual({ types: expect.any(Number), rootFields: 2 })
    expect(releaseSummary(releases[0])).toMatch(/^The first snapshot of the schema: \d+ types and 2 root fields/)
    expect(releases[1].counts.breaking).toBe(0)
    expect(releases[1].introduced.map((r) => r.root)).toEqual(['Solana', 'TON', 'Trading', 'Tron'])
  })

  it('explains every breaking change, and graphql-schema/ breaks nothing since the newest snapshot', async () => {
    expect(unexplainedBreakingChanges(releases)).toEqual([])
    const unreleased = (await unreleasedChanges(readHistory())).filter((c) => c.level === 'breaking')
    expect(unreleased.map((c) => `${c.member}: ${c.sentence} Cut a snapshot (npm run schema:snapshot) and name it in its notes with the migration.`)).toEqual([])
  }, 60000)

  it('marks what 2026-08-20 added: a USD field, a network and a cube', () => {
    const marks = memberMarks(releases)
    expect(marks.added.get('evm_network.base')).toEqual({ date: '2026-08-20', path: '/docs/changelog/2026-08-20/' })
    expect(marks.added.get('EVM.Balances')?.date).toBe('2026-08-20')
    expect(marks.added.get('EVM_Balance_Cube')?.date).toBe('2026-08-20')
    expect(marks.added.get('EVM_Transfer_Fields_Transfer')).toBeUndefined()
  })
})

describe('a third snapshot with a made-up change', () => {
  let dir = ''
  let releases: Awaited<ReturnType<typeof buildChangelog>>
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cs-history-real-'))
    cpSync(path.join('graphql-schema', 'history'), dir, { recursive: true })
    const newest = path.join(dir, '2026-08-20')
    const third = path.join(dir, '2026-12-01')
    mkdirSync(third)
    for (const f of readdirSync(newest).filter((f) => f.endsWith('.graphql'))) cpSync(path.join(newest, f), path.join(third, f))
    const evm = readFileSync(path.join(third, 'evm.graphql'), 'utf8')
    const fee = '  "Amount of the fee, in its currency."\n  Amount: String\n'
    expect(evm).toContain(fee)
    writeFileSync(path.join(third, 'evm.graphql'), evm.replace(fee, '  "Amount of the fee, in its currency."\n  Amount: String @deprecated(reason: "Use AmountInUSD or the decimal amount.")\n'))
    writeFileSync(path.join(third, 'notes.md'), '---\ntitle: Fee amounts deprecated\n---\nA made-up release for this test.\n')
    releases = await buildChangelog(readHistory(dir))
  }, 90000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('makes a release of one change, linked to the reference, with the guides that use it', () => {
    const r = releases[2]
    expect(r).toMatchObject({ date: '2026-12-01', previous: '2026-08-20', title: 'Fee amounts deprecated', counts: { breaking: 0, dangerous: 0, safe: 1 } })
    const member = r.changes[0].member
    expect(r.changes[0]).toMatchObject({ kind: 'FIELD_DEPRECATION_ADDED', sentence: `\`${member}\` is deprecated: Use AmountInUSD or the decimal amount.` })
    const linkOf = memberLinker([{ kind: 'object', name: member.split('.')[0], path: '/docs/graphql-reference/objects/fee/' }])
    const guides = guideIndex([{ title: 'Fees', path: '/docs/fees/', coordinates: [member] }, { title: 'Other', path: '/docs/other/', coordinates: ['EVM.Blocks'] }])
    const page = releasePage(r, linkOf, guides)
    expect(page.sections).toHaveLength(1)
    expect(page.sections[0]).toMatchObject({ level: 'safe', label: 'Safe changes', count: 1, groups: [{ root: expect.any(String) }] })
    expect(page.sections[0].groups[0].types.map((t) => [t.typeName, t.link, t.changes.length])).toEqual([[member.split('.')[0], '/docs/graphql-reference/objects/fee/', 1]])
    const change = page.sections[0].groups[0].types[0].changes[0]
    expect(change.link).toBe('/docs/graphql-reference/objects/fee/#field-Amount')
    expect(change.guides).toEqual([{ title: 'Fees', path: '/docs/fees/' }])
    expect(change.html).toBe(`<a href="/docs/graphql-reference/objects/fee/#field-Amount"><code>${member}</code></a> is deprecated: Use AmountInUSD or the decimal amount.`)
    expect(memberMarks(releases).deprecated.get(member)).toEqual({ date: '2026-12-01', path: '/docs/changelog/2026-12-01/' })
    // The guide that still uses the deprecated member is a build warning.
    expect(deprecatedUsageWarnings(releases, guides)).toEqual([`/docs/fees/ uses ${member}, deprecated in the schema release of 2026-12-01 (/docs/changelog/2026-12-01/): update the example or keep its allow-deprecated marker with a reason.`])
    const md = releaseMarkdown(page, (p) => `https://example.org${p}`)
    expect(md).toContain('# Fee amounts deprecated')
    expect(md).toContain(`- [\`${member}\`](https://example.org/docs/graphql-reference/objects/fee/#field-Amount) is deprecated: Use AmountInUSD or the decimal amount. Guides: [Fees](https://example.org/docs/fees/)`)
  })
})

describe('the page groups changes by root, then by type', () => {
  it('puts the changes of one type together, in member order, under the type\'s link', async () => {
    const history = historyOf([
      { date: '2025-01-01', sdl: BEFORE, notes: '---\ntitle: First\n---\n' },
      { date: '2025-06-01', sdl: AFTER, notes: '---\ntitle: Second\n---\n## Breaking changes\n- `EVM_Transfer.Receiver`: use Transfer.\n- `EVM.Transfers.limit`: pass a string.\n' },
    ])
    const [, release] = await buildChangelog(readHistory(history))
    const page = releasePage(release, (m) => `/r/${m.split('.')[0]}/`, () => [])
    const safe = page.sections.find((s) => s.level === 'safe')!
    expect(safe.groups.map((g) => g.root)).toEqual(['EVM'])
    expect(safe.groups[0].types.map((t) => [t.typeName, t.link, t.changes.map((c) => c.member)])).toEqual([['EVM_Transfer', '/r/EVM_Transfer/', ['EVM_Transfer.Amount', 'EVM_Transfer.AmountDecimal']]])
    const breaking = page.sections.find((s) => s.level === 'breaking')!
    expect(breaking.groups[0].types.flatMap((t) => t.changes.map((c) => c.migration)).sort()).toEqual(['pass a string.', 'use Transfer.'])
    const md = releaseMarkdown(page, (p) => p)
    expect(md).toContain('- [`EVM_Transfer`](/r/EVM_Transfer/):\n  - ')
    rmSync(history, { recursive: true })
  })
})

describe('links and sentences', () => {
  const linkOf = memberLinker([
    { kind: 'query', name: 'EVM', path: '/r/queries/evm/' },
    { kind: 'object', name: 'EVM_Transfer', path: '/r/objects/evm-transfer/' },
    { kind: 'input', name: 'EVM_Filter', path: '/r/inputs/evm-filter/' },
    { kind: 'enum', name: 'evm_network', path: '/r/enums/evm-network/' },
  ])
  it('links each kind of member to its row', () => {
    expect(['Query.EVM', 'Query.EVM.network', 'EVM_Transfer', 'EVM_Transfer.Amount', 'EVM_Filter.Amount', 'evm_network.base', 'Gone.x'].map(linkOf)).toEqual([
      '/r/queries/evm/',
      '/r/queries/evm/#arg-network',
      '/r/objects/evm-transfer/',
      '/r/objects/evm-transfer/#field-Amount',
      '/r/inputs/evm-filter/#arg-Amount',
      '/r/enums/evm-network/#value-base',
      null,
    ])
  })
  it('links the first mention of the member, and escapes everything else', () => {
    expect(linkSentence('New value `base` in the enum `evm_network`.', 'evm_network.base', '/e/')).toBe('New value `base` in the enum [`evm_network`](/e/).')
    expect(sentenceHtml('A <b> & [`x.y`](/r/#a) and `z`.')).toBe('A &lt;b&gt; &amp; <a href="/r/#a"><code>x.y</code></a> and <code>z</code>.')
  })
})

describe('cutting a snapshot', () => {
  it('copies the schema and writes notes with the counts and an empty migration per breaking change', async () => {
    const schemaDir = mkdtempSync(path.join(tmpdir(), 'cs-schema-'))
    const historyDir = historyOf([{ date: '2025-01-01', sdl: BEFORE, notes: '---\ntitle: First\n---\n' }])
    writeFileSync(path.join(schemaDir, 'evm.graphql'), AFTER)
    const r = await cutSnapshot({ date: '2025-06-01', title: 'Amounts', schemaDir, historyDir })
    expect(r.files).toEqual(['evm.graphql'])
    expect(r.breaking.sort()).toEqual(['EVM.Transfers.limit', 'EVM_Transfer.Receiver'])
    const notes = readFileSync(path.join(historyDir, '2025-06-01', 'notes.md'), 'utf8')
    expect(notes).toContain('title: "Amounts"')
    expect(notes).toMatch(/2 breaking, 1 dangerous and \d+ safe changes since the snapshot of 2025-01-01\./)
    expect(notes).toContain('- `EVM_Transfer.Receiver`: ')
    // Until the migrations are written, the guard names them.
    expect(unexplainedBreakingChanges(await buildChangelog(readHistory(historyDir)))).toHaveLength(2)
    await expect(cutSnapshot({ date: '2025-06-01', title: 'Again', schemaDir, historyDir })).rejects.toThrow(/already exists: a snapshot is never overwritten/)
    await expect(cutSnapshot({ date: '2024-12-31', title: 'Older', schemaDir, historyDir })).rejects.toThrow(/older than the newest snapshot \(2025-06-01\)/)
    await expect(cutSnapshot({ date: '2025-02-30', title: 'Bad', schemaDir, historyDir })).rejects.toThrow(/real date/)
    await expect(cutSnapshot({ date: '2025-07-01', title: ' ', schemaDir, historyDir })).rejects.toThrow(/--title is required/)
    expect(existsSync(path.join(historyDir, '2025-07-01'))).toBe(false)
    rmSync(schemaDir, { recursive: true })
    rmSync(historyDir, { recursive: true })
  }, 30000)
})
