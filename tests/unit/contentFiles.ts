/** Test helpers: content files and their fenced code blocks, read as text. */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export function contentFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...contentFiles(full))
    else if (/\.mdx?$/.test(name)) out.push(full)
  }
  return out.sort()
}

export type Fence = { lang: string; meta: string; value: string; /** line of the opening fence, 1-based */ line: number }

/** Fenced code blocks (``` or ~~~, any indentation, as inside <TabItem>), in order. */
export function fences(source: string): Fence[] {
  const lines = source.split('\n')
  const out: Fence[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i])
    if (!open) continue
    const [, indent, marker, lang, meta] = open
    const body: string[] = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`).exec(lines[j])
      if (close) break
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j])
    }
    out.push({ lang: lang.toLowerCase(), meta: meta.trim(), value: body.join('\n'), line: i + 1 })
    i = j
  }
  return out
}

export function graphqlBlocks(source: string): Fence[] {
  return fences(source).filter((f) => f.lang === 'graphql' || f.lang === 'gql')
}
