/**
 * compileDoc for the content checks, remembered on disk (node_modules/.cache/chainstrata-compile/): a writer who runs
 * `npm run check` again waits only for the pages that changed. The key is the page's text and place; the folder is a
 * fingerprint of everything the compile reads (the MDX pipeline and its shared code, the platform and contract data,
 * the proto files, the installed packages), so a change to any of them starts a new cache. Only what the checks read
 * is kept (word count, links, code blocks); a page that fails to compile is not cached and fails every time.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compileDoc, type CompiledDoc } from '../../src/mdx/node/compile'

const root = path.resolve(__dirname, '../..')
const INPUTS = ['src/mdx', 'src/lib', 'src/config', 'src/node/schema', 'content/data', 'streams-schema', 'scripts/figures', 'package-lock.json']

function files(rel: string): string[] {
  const full = path.join(root, rel)
  if (!existsSync(full)) return []
  if (statSync(full).isFile()) return [rel]
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(rel, d.name)) : [path.join(rel, d.name)]))
}

let dir: string | null = null
function cacheDir(): string {
  if (dir) return dir
  const hash = createHash('sha256')
  for (const f of INPUTS.flatMap(files).sort()) hash.update(`${f}\0`).update(readFileSync(path.join(root, f))).update('\0')
  dir = path.join(root, 'node_modules/.cache/chainstrata-compile', hash.digest('hex').slice(0, 16))
  mkdirSync(dir, { recursive: true })
  return dir
}

export type CheckedCompile = Pick<CompiledDoc, 'wordCount' | 'links' | 'codeBlocks'>

export async function compileForCheck(body: string, options: { file: string; format: 'md' | 'mdx'; lineOffset?: number }): Promise<CheckedCompile> {
  const key = createHash('sha256').update(JSON.stringify([options.file, options.format, options.lineOffset ?? 0, body])).digest('hex')
  const file = path.join(cacheDir(), `${key}.json`)
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as CheckedCompile
    } catch {
      // A partial write: compile again.
    }
  }
  const { wordCount, links, codeBlocks } = await compileDoc(body, options)
  const out: CheckedCompile = { wordCount, links, codeBlocks }
  writeFileSync(file, JSON.stringify(out))
  return out
}
