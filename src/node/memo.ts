/**
 * Results of pure, per-file work (parsing one MDX source for the search
 * sections, building one Markdown twin) kept in Gatsby's persistent cache
 * between builds: one entry per file (so the cache does not grow with every
 * edit), used only while the hash of everything the result depends on is
 * unchanged. A
 * content-only rebuild then redoes the work for the changed files only
 * (BENCHMARKS.md, content-only incremental rebuild).
 *
 * The key covers the inputs and the code: Gatsby keeps its cache when
 * gatsby-node changes (measured), so every key includes a fingerprint of the
 * running build code (the file this module is bundled into:
 * .cache/compiled/gatsby-node.js, which holds all of src/node/) and of
 * package-lock.json (the parsers it imports). Any code or dependency change
 * therefore recomputes everything once.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export type BuildCache = { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<unknown> }

let fingerprint: Promise<string> | null = null

/** A hash of the running build code and the dependency lock file, computed once per process. */
export function codeFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha256')
    for (const file of [__filename, path.resolve('package-lock.json')]) {
      try {
        hash.update(await readFile(file))
      } catch {
        hash.update(`missing ${file}`)
      }
    }
    return hash.digest('hex').slice(0, 16)
  })()
  return fingerprint
}

export function inputHash(input: unknown, code = ''): string {
  return createHash('sha256').update(code).update('\0').update(JSON.stringify(input)).digest('hex')
}

export type MemoStats = { hits: number; misses: number }

/**
 * compute() unless the entry `namespace:id` was stored for the same input and
 * build code; without a cache (gatsby develop's request handlers, tests) it
 * always computes.
 */
export async function memo<T>(cache: BuildCache | undefined, namespace: string, id: string, input: unknown, compute: () => T | Promise<T>, stats?: MemoStats): Promise<T> {
  if (!cache) return compute()
  const key = `${namespace}:${id}`
  const hash = inputHash(input, await codeFingerprint())
  const stored = (await cache.get(key)) as { hash?: string; value: T } | undefined
  if (stored && typeof stored === 'object' && stored.hash === hash && 'value' in stored) {
    if (stats) stats.hits++
    return stored.value
  }
  const value = await compute()
  await cache.set(key, { hash, value })
  if (stats) stats.misses++
  return value
}
