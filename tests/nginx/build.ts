import path from 'node:path'
import { collectInline } from '../../src/headers/node/inline'
import type { InlineHashes } from '../../src/headers/node/policy'

export const PUBLIC_DIR = path.resolve(__dirname, '../../public')

let cached: Promise<InlineHashes> | null = null
/** The hashes of the inline scripts and stylesheets in public/, read independently of the header files the build wrote. */
export function buildHashes(): Promise<InlineHashes> {
  cached ??= collectInline(PUBLIC_DIR).then((found) => found.hashes)
  return cached
}
