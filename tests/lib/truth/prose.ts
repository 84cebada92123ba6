/**
 * Prose lint (issue 26), beside the spelling check of cspell
 * (cspell.config.yaml): repeated words ("about about") and product names
 * spelled one way (the terminology list below). Both read prose only: the
 * text of an MDX or Markdown file with front matter lists (keywords, tags),
 * fenced and inline code, JSX tags, MDX comments, `:data[...]` directives,
 * link targets and bare URLs blanked out, line numbers kept. The platform's
 * own spellings (enum values such as `Pumpfun`, `pancake_swap_v3`) belong in
 * inline code, where these checks do not look.
 */

export type ProseLine = { line: number; text: string; /** In the front matter: not joined with the next line. */ frontMatter?: boolean }

const blank = (s: string) => s.replace(/[^\n]/g, ' ')
/** Code and tags inside a sentence become a placeholder, so that "and `x` and" is not read as "and and". */
const hole = (s: string) => `§${blank(s.slice(1))}`

/** The prose of a file, one entry per line (non-prose replaced by spaces). */
export function proseLines(source: string): ProseLine[] {
  let text = source
  // Front matter: keep title and description, drop the rest.
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(text)
  const fmLines = fm ? fm[0].split('\n').length - 1 : 0
  if (fm) {
    const kept = fm[0]
      .split('\n')
      .map((l) => (/^(title|description):/.test(l) ? l.replace(/^[a-z_]+:\s*/, (m) => blank(m)) : blank(l)))
      .join('\n')
    text = kept + text.slice(fm[0].length)
  }
  text = text
    .replace(/^[ \t]*(`{3,}|~{3,})[\s\S]*?^[ \t]*\1[ \t]*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/^(import|export)\s.*$/gm, blank)
    .replace(/`[^`\n]+`/g, hole)
    .replace(/<\/?[A-Za-z][^>]*>/g, hole)
    .replace(/:{1,3}[a-z][a-z-]*\[[^\]\n]*\]/g, hole)
    .replace(/\]\([^)\n]*\)/g, (m) => `]${blank(m.slice(1))}`)
    .replace(/\bhttps?:\/\/\S+/g, blank)
    .replace(/^\[[^\]]+\]:\s.*$/gm, blank)
  return text.split('\n').map((t, i) => ({ line: i + 1, text: t, frontMatter: i < fmLines }))
}

export type Finding = { line: number; text: string; message: string }

/** The same word twice in a row ("about about"), across line breaks too. Numbers and a few legitimate doubles are not counted. */
export function repeatedWords(lines: ProseLine[], allowed: ReadonlySet<string> = new Set()): Finding[] {
  const out: Finding[] = []
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i].frontMatter || lines[i + 1]?.frontMatter ? '' : (lines[i + 1]?.text ?? '').trim().split(/\s+/)[0] ?? ''
    const joined = `${lines[i].text} ${next}`
    for (const m of joined.matchAll(/\b([A-Za-z][A-Za-z'’-]*)\s+\1\b/gi)) {
      if (m.index! >= lines[i].text.length) continue
      const word = m[1].toLowerCase()
      if (allowed.has(word)) continue
      out.push({ line: lines[i].line, text: m[0], message: `repeated word "${m[1]}"` })
    }
  }
  return out
}

/** A product name and the spellings of it that prose must not use (case-sensitive patterns). */
export type Term = {
  name: string
  wrong: RegExp
  /** The lower-case form is also an identifier (a network value, a file or package name): allowed in front matter, which cannot hold code formatting, and next to - . _ / (graphql-transport-ws, solana.dextrades.proto). */
  identifier?: boolean
}

export const TERMINOLOGY: Term[] = [
  { name: 'PancakeSwap', wrong: /\b(?!PancakeSwap\b)[Pp]ancake[ -]?[Ss]wap\b/g },
  { name: 'Pump.fun', wrong: /\b(?:[Pp]ump[ -]?[Ff]un|pump\.fun|Pump\.Fun)\b(?!\.\w)/g },
  { name: 'PumpSwap', wrong: /\b(?!PumpSwap\b)[Pp]ump[ -]?[Ss]wap\b/g },
  { name: 'Uniswap v2/v3/v4', wrong: /\b(?:[Uu]niswap ?V[1-4]|uniswap v[1-4]|UniswapV[1-4])\b/g },
  { name: 'SunSwap', wrong: /\b(?!SunSwap\b)[Ss]un ?[Ss]wap\b/g },
  { name: 'SunPump', wrong: /\b(?!SunPump\b)[Ss]un ?[Pp]ump\b/g },
  { name: 'JustSwap', wrong: /\b(?!JustSwap\b)[Jj]ust ?[Ss]wap\b/g },
  { name: 'Four.meme', wrong: /\b(?:[Ff]our ?[Mm]eme|four\.meme|Four\.Meme|FourMeme)\b/g },
  { name: 'LetsBonk', wrong: /\b(?!LetsBonk\b)[Ll]ets ?[Bb]onk\b/g },
  { name: 'BNB Smart Chain', wrong: /\bBinance Smart Chain\b|\bBNB smart chain\b/g },
  { name: 'opBNB', wrong: /\b(?!opBNB\b)[Oo][Pp][Bb][Nn][Bb]\b/g, identifier: true },
  { name: 'GraphQL', wrong: /\b(?!GraphQL\b)[Gg]raph ?[Qq][Ll]\b/g, identifier: true },
  { name: 'JavaScript', wrong: /\b(?!JavaScript\b)[Jj]ava ?[Ss]cript\b/g },
  { name: 'TypeScript', wrong: /\b(?!TypeScript\b)[Tt]ype ?[Ss]cript\b/g },
  { name: 'GitHub', wrong: /\b(?!GitHub\b)[Gg]it ?[Hh]ub\b/g },
  { name: 'Etherscan', wrong: /\b(?!Etherscan\b)[Ee]ther ?[Ss]can\b/g },
  { name: 'Tronscan', wrong: /\b(?!Tronscan\b)[Tt]ron ?[Ss]can\b/g },
  { name: 'Solana', wrong: /\bsolana\b/g, identifier: true },
  { name: 'Meteora', wrong: /\bmeteora\b/g, identifier: true },
  { name: 'Polymarket', wrong: /\b(?!Polymarket\b)[Pp]oly ?[Mm]arket\b/g },
  { name: 'Raydium', wrong: /\braydium\b/g, identifier: true },
  { name: 'Obric', wrong: /\bOrbic\b/g },
  { name: 'BullX', wrong: /\b(?!BullX\b)[Bb]ull ?[Xx]\b/g },
  { name: 'GMGN', wrong: /\bgmgn\b|\bGmgn\b/g, identifier: true },
]

export function terminology(lines: ProseLine[], terms: Term[] = TERMINOLOGY): Finding[] {
  const out: Finding[] = []
  for (const { line, text, frontMatter } of lines) {
    for (const t of terms) {
      if (t.identifier && frontMatter) continue
      for (const m of text.matchAll(t.wrong)) {
        const before = text[m.index! - 1] ?? ' '
        const after = text[m.index! + m[0].length] ?? ' '
        if (t.identifier && (/[-._/]/.test(before) || /[-_/]/.test(after) || (after === '.' && /\w/.test(text[m.index! + m[0].length + 1] ?? '')))) continue
        out.push({ line, text: m[0], message: `write "${t.name}", not "${m[0]}"` })
      }
    }
  }
  return out
}
