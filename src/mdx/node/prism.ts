/**
 * Build-time syntax highlighting. prism-react-renderer's Prism (with its
 * bundled grammars) plus the extra languages of our docs, tokenised into hast
 * so that the browser ships no highlighter at all: colours come from CSS
 * classes, which also makes the light and dark themes pure CSS.
 */
import type { Element, ElementContent } from 'hast'
import { Prism, normalizeTokens } from 'prism-react-renderer'

type PrismLike = typeof Prism
let loaded = false

function loadExtraLanguages(): PrismLike {
  if (loaded) return Prism
  // The prismjs language files register themselves on a global Prism.
  const g = globalThis as unknown as { Prism?: PrismLike }
  const previous = g.Prism
  g.Prism = Prism
  /* eslint-disable @typescript-eslint/no-require-imports */
  require('prismjs/components/prism-bash')
  require('prismjs/components/prism-markup-templating')
  require('prismjs/components/prism-php')
  require('prismjs/components/prism-protobuf')
  require('prismjs/components/prism-solidity')
  require('prismjs/components/prism-toml')
  require('prismjs/components/prism-diff')
  require('prismjs/components/prism-http')
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (previous === undefined) delete g.Prism
  else g.Prism = previous
  loaded = true
  return Prism
}

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  gql: 'graphql',
  py: 'python',
  yml: 'yaml',
  proto: 'protobuf',
  sol: 'solidity',
  ts: 'typescript',
  js: 'javascript',
  golang: 'go',
  rs: 'rust',
}

export function canonicalLanguage(lang: string | null | undefined): string | null {
  if (!lang) return null
  const l = lang.toLowerCase()
  return ALIASES[l] ?? l
}

export function isSupportedLanguage(lang: string | null | undefined): boolean {
  const prism = loadExtraLanguages()
  const l = canonicalLanguage(lang)
  return l !== null && Boolean(prism.languages[l])
}

/** Tokenises code into one `span.token-line` element per line (each ending with "\n" but the last). */
export function highlightToHast(code: string, lang: string | null | undefined, highlighted: ReadonlySet<number>): Element[] {
  const prism = loadExtraLanguages()
  const l = canonicalLanguage(lang)
  const grammar = l ? prism.languages[l] : undefined
  const tokens = grammar ? prism.tokenize(code, grammar) : [code]
  const lines = normalizeTokens(tokens as Parameters<typeof normalizeTokens>[0])
  return lines.map((line, index) => {
    const children: ElementContent[] = line.map((token) => {
      const types = token.types.filter((t) => t !== 'plain')
      if (types.length === 0) return { type: 'text', value: token.content }
      return {
        type: 'element',
        tagName: 'span',
        properties: { className: ['token', ...types] },
        children: [{ type: 'text', value: token.content }],
      }
    })
    if (index < lines.length - 1) children.push({ type: 'text', value: '\n' })
    const className = ['token-line']
    if (highlighted.has(index + 1)) className.push('highlighted')
    return { type: 'element', tagName: 'span', properties: { className }, children }
  })
}
