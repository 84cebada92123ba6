/**
 * Token decimals (issue 37, class 6): a decimal count is a fact, so it comes
 * from the tables in content/data/ with their sources (`:data[contracts.<chain>.<KEY>.decimals]`,
 * `:data[chains.<chain>.nativeDecimals]`), never typed into prose. Two checks:
 * - prose (outside code) that states a literal count ("has 6 decimals",
 *   "decimals: 18", "an 18-decimal token"); a bound ("9 or more decimals",
 *   "up to 18 decimals") is not a token's count and passes;
 * - a sample object that shows a token's address and its decimals: the count
 *   must be the contract table's for that address.
 */
export type DecimalsFinding = { line: number; message: string }

/** Prose lines of an MDX source with fenced code, inline code and directives blanked (line numbers kept). */
export function proseLines(source: string): string[] {
  const lines = source.split('\n')
  let fence: string | null = null
  let frontMatter = lines[0] === '---'
  return lines.map((line, i) => {
    if (frontMatter) {
      if (i > 0 && line === '---') frontMatter = false
      return ''
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length && /^\s*(`{3,}|~{3,})\s*$/.test(line)) fence = null
      return ''
    }
    if (open) {
      fence = open[1]
      return ''
    }
    return line.replace(/`[^`]*`/g, ' ').replace(/:data\[[^\]]*\]/g, ' DATA ').replace(/\{\/\*.*?\*\/\}/g, ' ')
  })
}

const BOUND = /(or more|or fewer|or less|up to|at least|at most|more than|fewer than|less than|over|under|beyond)\s*$/i
const COUNT = [/\b(\d{1,2})[\s-](?:decimals?|decimal places|decimal digits)\b/gi, /\bdecimals?\s*(?:of|:|=|is|are|set to)\s*(\d{1,2})\b/gi]

export function literalDecimals(source: string): DecimalsFinding[] {
  const out: DecimalsFinding[] = []
  proseLines(source).forEach((line, i) => {
    for (const re of COUNT) {
      for (const m of line.matchAll(re)) {
        const before = line.slice(0, m.index)
        if (re === COUNT[0] && BOUND.test(before)) continue
        out.push({ line: i + 1, message: `"${m[0]}" states a decimal count as a literal: write it from the data table (:data[contracts.<chain>.<KEY>.decimals], or :data[chains.<chain>.nativeDecimals] for the native currency) so it carries its source` })
      }
    }
  })
  return out
}

const ADDRESS_KEYS = ['SmartContract', 'MintAddress', 'Mint', 'mint_address', 'mint', 'Address', 'address', 'contract', 'token_address']
const DECIMALS_KEYS = ['Decimals', 'decimals']

/** Sample objects that pair an address with decimals the table contradicts. `table` maps lower-cased addresses to [symbol, decimals]. */
export function sampleDecimals(json: unknown, table: Map<string, { symbol: string; decimals: number }>): string[] {
  const out: string[] = []
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`))
    if (!v || typeof v !== 'object') return
    const o = v as Record<string, unknown>
    const dk = DECIMALS_KEYS.find((k) => k in o)
    const ak = ADDRESS_KEYS.find((k) => typeof o[k] === 'string')
    if (dk && ak) {
      const row = table.get(String(o[ak]).toLowerCase())
      const d = typeof o[dk] === 'string' ? Number(o[dk]) : o[dk]
      if (row && typeof d === 'number' && d !== row.decimals) out.push(`${path ? `${path}.` : ''}${dk}: ${String(o[dk])} for ${row.symbol} (${String(o[ak])}), but the contract table says ${row.decimals}`)
    }
    for (const [k, x] of Object.entries(o)) walk(x, path ? `${path}.${k}` : k)
  }
  walk(json, '')
  return out
}
