/**
 * Chain parameters typed into prose (issue 26). Block times, blocks per
 * period, energy and bandwidth prices and chain ids change with protocol
 * upgrades, so pages state them through `:data[chains.<chain>.<key>]`
 * (content/data/chains.ts) and never as literals. This finds the literals.
 *
 * What counts (prose only: front matter, fenced code and inline code are
 * skipped, and so is the text of `:data[...]` directives), by pattern:
 * - block time: "a block every two seconds", "blocks about every 0.4 s",
 *   "0.75-second blocks", "400 ms slots", "3 seconds per block",
 *   "block time of 12 s", "12-second slots";
 * - blocks per period: "28,800 blocks a day", "1,800 blocks an hour",
 *   "an hour holds 14,400 blocks";
 * - Tron resource prices: "100 sun per unit of energy", "energy price of 210",
 *   "1,000 sun per bandwidth point";
 * - chain ids: "chain id 8453", "chain ID: 56", "(chain id 1)".
 * Numbers may be digits or small number words. A line opts out with an MDX
 * comment that gives a reason: {/* chain-literal: the 2020 launch block time, a historical fact *\/}.
 */

const NUM = String.raw`(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|ten|twelve|a quarter|quarter|half)`
const UNIT = String.raw`(?:seconds?|secs?|s|ms|milliseconds?)`

export const CHAIN_LITERAL_PATTERNS: { kind: string; re: RegExp }[] = [
  { kind: 'block time', re: new RegExp(String.raw`\b(?:blocks?|slots?)\s+(?:(?:about|roughly|approximately|around|almost)\s+)?every\s+(?:(?:about|roughly|around)\s+)?(?:a\s+)?${NUM}(?:\s+of\s+a)?[\s-]*${UNIT}\b`, 'i') },
  { kind: 'block time', re: new RegExp(String.raw`\b${NUM}[\s-]*${UNIT}\s+(?:per\s+)?(?:blocks?|slots?)\b`, 'i') },
  { kind: 'block time', re: new RegExp(String.raw`\b(?:block|slot)\s+times?\s+(?:of|is|are|was|=|:)\s+(?:(?:about|roughly|around)\s+)?${NUM}`, 'i') },
  { kind: 'block time', re: new RegExp(String.raw`\bevery\s+${NUM}[\s-]*${UNIT}\b[^.]{0,25}\b(?:blocks?|slots?)\b`, 'i') },
  { kind: 'blocks per period', re: /\b\d[\d,]*\s+(?:blocks?|slots?)\s+(?:a|an|per|each)\s+(?:day|hour|minute)\b/i },
  { kind: 'blocks per period', re: /\b(?:day|hour|minute)\s+(?:holds|has|contains|is)\s+(?:about\s+)?\d[\d,]*\s+(?:blocks?|slots?)\b/i },
  { kind: 'blocks per period', re: /\b(?:holds|has|contains)\s+(?:about\s+|roughly\s+)?\d{1,3}(?:,\d{3})+\s+(?:blocks?|slots?)\b/i },
  { kind: 'energy price', re: /\b\d[\d,]*\s*sun\s+(?:per|\/|for\s+(?:one|each|a))\s*(?:unit\s+of\s+)?(?:energy|bandwidth)\b/i },
  { kind: 'energy price', re: /\b(?:energy|bandwidth)\s+(?:unit\s+)?(?:price|costs?)\s+(?:of|is|was|=|:|at)?\s*(?:about\s+)?\d/i },
  { kind: 'chain id', re: /\bchain[\s-]?id\s*(?:is|:|=|of)?\s*\(?\s*\d+/i },
]

const OPT_OUT = /\{\/\*\s*chain-literal:\s*(\S[^*]*?)\s*\*\/\}|<!--\s*chain-literal:\s*(\S.*?)\s*-->/

export type ChainLiteral = { line: number; kind: string; text: string }

/** Prose of a line with inline code and `:data[...]` removed. */
function proseOf(line: string): string {
  return line.replace(/`[^`]*`/g, ' ').replace(/:data\[[^\]]*\]/g, ' ').replace(/\{\/\*.*?\*\/\}/g, ' ')
}

/** The chain-parameter literals of an MDX or Markdown file. */
export function findChainLiterals(source: string): ChainLiteral[] {
  const lines = source.split('\n')
  const out: ChainLiteral[] = []
  let fence: string | null = null
  let inFrontMatter = lines[0]?.trim() === '---'
  lines.forEach((raw, i) => {
    if (inFrontMatter) {
      if (i > 0 && raw.trim() === '---') inFrontMatter = false
      return
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)
    if (marker) {
      if (fence === null) fence = marker[1]
      else if (raw.trim().startsWith(fence[0].repeat(fence.length)) && raw.trim().replace(/[`~]/g, '') === '') fence = null
      return
    }
    if (fence !== null) return
    if (OPT_OUT.test(raw)) return
    const prose = proseOf(raw)
    for (const { kind, re } of CHAIN_LITERAL_PATTERNS) {
      const m = re.exec(prose)
      if (m) {
        out.push({ line: i + 1, kind, text: m[0] })
        break
      }
    }
  })
  return out
}
