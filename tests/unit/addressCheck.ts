/**
 * The address heuristics of tests/unit/contracts.test.ts, as pure functions.
 * See that file's header and DECISIONS.md ("The content contract").
 */
export type AddressTable = { symbol: string; address: string; kind: string }[]
export type AddressProblem = { line: number; message: string }

/** 0x literals whose digit count is no plausible address (40) or hash (64): 41-63 or over 64. */
export function implausibleHex(line: string): string[] {
  const out: string[] = []
  for (const m of line.matchAll(/(?<![0-9A-Za-z_])0x([0-9a-fA-F]+)/g)) {
    const n = m[1].length
    if ((n > 40 && n < 64) || n > 64) out.push(m[0])
  }
  return out
}

/** Words allowed between a symbol and its address for the two to count as "next to" each other. */
const CONNECTORS = new Set(['at', 'is', 'the', 'its', 'contract', 'address', 'token', 'mint', 'on', 'of', 'smart', 'as', 'with', 'decimals', 'erc', 'bep', 'trc'])
const EVM_ADDRESS = /(?<![0-9A-Za-z_])0x[0-9a-fA-F]{40}(?![0-9A-Za-z_])/g

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function gapIsConnective(gap: string): boolean {
  if (gap.length > 40) return false
  const words = gap.split(/[^A-Za-z0-9]+/).filter(Boolean)
  return words.every((w) => CONNECTORS.has(w.toLowerCase()) || /^\d+$/.test(w))
}

function verdict(symbol: string, address: string, table: AddressTable): string | null {
  const a = address.toLowerCase()
  if (table.some((r) => r.symbol === symbol && r.address.toLowerCase() === a)) return null
  // A pool, router or program next to a token name is fine: the row exists under its own name.
  if (table.some((r) => r.kind !== 'token' && r.address.toLowerCase() === a)) return null
  const known = table.filter((r) => r.symbol === symbol).map((r) => r.address)
  const other = table.find((r) => r.kind === 'token' && r.address.toLowerCase() === a)
  return `${address} is written next to ${symbol}, but the contract table has ${symbol} at ${known.join(', ')}${other ? ` (${address} is ${other.symbol})` : ''}`
}

/** Line number (1-based) of a character offset. */
function lineOf(text: string, offset: number): number {
  let n = 1
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) n++
  return n
}

/** The innermost `{ … }` around `pos`, with nested objects cut out; null outside any object. */
function innermostObject(text: string, pos: number): string | null {
  let depth = 0
  let start = -1
  for (let i = pos; i >= 0 && pos - i < 2000; i--) {
    const c = text[i]
    if (c === '}') depth++
    else if (c === '{') {
      if (depth === 0) {
        start = i
        break
      }
      depth--
    }
  }
  if (start < 0) return null
  let out = ''
  depth = 0
  for (let i = start + 1; i < text.length && i - start < 4000; i++) {
    const c = text[i]
    if (c === '{') depth++
    else if (c === '}') {
      if (depth === 0) return out
      depth--
    } else if (depth === 0) out += c
  }
  return null
}

export function checkAddresses(text: string, table: AddressTable): AddressProblem[] {
  const problems: AddressProblem[] = []
  const tokenSymbols = [...new Set(table.filter((r) => r.kind === 'token').map((r) => r.symbol))]
  const symbolRe = tokenSymbols.length ? new RegExp(`(?<![A-Za-z0-9_$.])(${tokenSymbols.map(escape).join('|')})(?![A-Za-z0-9_])`, 'g') : null
  const seen = new Set<string>()
  const report = (offset: number, message: string | null) => {
    if (!message) return
    const line = lineOf(text, offset)
    const key = `${line}:${message}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push({ line, message })
  }

  // Same object: "Symbol": "X" beside "SmartContract" / "MintAddress" / "Address" in one { … }.
  for (const m of text.matchAll(/"?(SmartContract|MintAddress|Address)"?\s*:\s*"([^"\s]{32,44})"/g)) {
    const address = m[2]
    const obj = innermostObject(text, m.index!)
    if (!obj) continue
    const sym = /"?Symbol"?\s*:\s*"([^"]+)"/.exec(obj)
    if (!sym || !tokenSymbols.includes(sym[1])) continue
    if (address.startsWith('0x') && !/^0x[0-9a-fA-F]{40}$/.test(address)) continue
    report(m.index!, verdict(sym[1], address, table))
  }

  // Same line: the nearest symbol, joined to the address only by punctuation and connecting words.
  if (!symbolRe) return problems
  let offset = 0
  for (const line of text.split('\n')) {
    const symbols = [...line.matchAll(symbolRe)].map((s) => ({ symbol: s[1], start: s.index!, end: s.index! + s[1].length }))
    if (symbols.length) {
      for (const a of line.matchAll(EVM_ADDRESS)) {
        const aStart = a.index!
        const aEnd = aStart + a[0].length
        let best: { symbol: string; dist: number; gap: string } | null = null
        for (const s of symbols) {
          const gap = s.end <= aStart ? line.slice(s.end, aStart) : s.start >= aEnd ? line.slice(aEnd, s.start) : null
          if (gap === null) continue
          if (!best || gap.length < best.dist) best = { symbol: s.symbol, dist: gap.length, gap }
        }
        if (best && gapIsConnective(best.gap)) report(offset + aStart, verdict(best.symbol, a[0], table))
      }
    }
    offset += line.length + 1
  }
  return problems
}
