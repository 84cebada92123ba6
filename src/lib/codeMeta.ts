/**
 * Code fence meta and highlight comments.
 *
 *   ```ts title="client.ts" {1,3-5} showLineNumbers
 *
 * and, inside the code, lines holding only `highlight-next-line`,
 * `highlight-start` or `highlight-end` in a comment of the language.
 */

export type CodeMeta = {
  title: string | null
  /** 1-based line numbers from the `{…}` range list. */
  lines: number[]
  showLineNumbers: boolean
  /** Free-form key="value" pairs (for example `novalidate="…"`). */
  attributes: Record<string, string>
}

const ATTR = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))/g

export function parseLineRanges(spec: string): number[] {
  const out = new Set<number>()
  for (const part of spec.split(',')) {
    const p = part.trim()
    if (p === '') continue
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(p)
    if (!m) continue
    const a = Number(m[1])
    const b = m[2] ? Number(m[2]) : a
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    for (let i = Math.max(1, lo); i <= hi && i - lo < 10000; i++) out.add(i)
  }
  return [...out].sort((x, y) => x - y)
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const src = meta ?? ''
  const attributes: Record<string, string> = {}
  let rest = src.replace(ATTR, (_all, key: string, dq?: string, sq?: string, bare?: string) => {
    attributes[key] = dq ?? sq ?? bare ?? ''
    return ' '
  })
  let lines: number[] = []
  rest = rest.replace(/\{([\d,\s-]*)\}/g, (_all, spec: string) => {
    lines = lines.concat(parseLineRanges(spec))
    return ' '
  })
  const flags = rest.split(/\s+/).filter(Boolean)
  const title = attributes.title ?? null
  delete attributes.title
  return {
    title,
    lines: [...new Set(lines)].sort((a, b) => a - b),
    showLineNumbers: flags.includes('showLineNumbers'),
    attributes,
  }
}

const MARKER = /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/

/**
 * Removes highlight comments and returns the code with the 1-based numbers of
 * the lines to highlight (in the returned code). Unbalanced markers are
 * tolerated: a start without an end runs to the last line.
 */
export function stripHighlightComments(code: string): { code: string; lines: number[] } {
  const input = code.split('\n')
  const output: string[] = []
  const highlighted = new Set<number>()
  let nextLine = false
  let depth = 0
  for (const line of input) {
    const m = MARKER.exec(line)
    if (m) {
      if (m[1] === 'highlight-next-line') nextLine = true
      else if (m[1] === 'highlight-start') depth++
      else depth = Math.max(0, depth - 1)
      continue
    }
    output.push(line)
    if (nextLine || depth > 0) highlighted.add(output.length)
    nextLine = false
  }
  return { code: output.join('\n'), lines: [...highlighted].sort((a, b) => a - b) }
}

/** Display names for the language label of a code block. */
const LANGUAGE_LABELS: Record<string, string> = {
  graphql: 'GraphQL',
  gql: 'GraphQL',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  json: 'JSON',
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  python: 'Python',
  py: 'Python',
  go: 'Go',
  rust: 'Rust',
  php: 'PHP',
  yaml: 'YAML',
  yml: 'YAML',
  protobuf: 'Protobuf',
  proto: 'Protobuf',
  sql: 'SQL',
  solidity: 'Solidity',
  text: 'Text',
  http: 'HTTP',
  markdown: 'Markdown',
  md: 'Markdown',
  mdx: 'MDX',
  css: 'CSS',
  html: 'HTML',
  diff: 'Diff',
  toml: 'TOML',
}

export function languageLabel(lang: string | null | undefined): string {
  if (!lang) return 'Text'
  return LANGUAGE_LABELS[lang.toLowerCase()] ?? lang.toUpperCase()
}
