/**
 * The production page's scripts (DECISIONS "Reading pages without a
 * framework runtime"). Gatsby's runtime (page loader, chunk map, app,
 * framework and webpack-runtime scripts) is taken out of every page's HTML;
 * one module script, the boot (src/runtime/boot.ts), goes in. It is built
 * here with esbuild when the HTML renderer is compiled (after the client
 * bundle, whose webpack runtime and islands entry it needs to name), into
 * `public/_cs/`, content-hashed. Its URL and the islands bundle's reach the
 * renderer as a constant (__CS_BOOT__), so gatsby-ssr reads no file.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

export type BootAssets = { src: string; islands: string[] }

/** The public URLs of a chunk's JavaScript files in Gatsby's webpack stats. */
export function chunkScripts(stats: { assetsByChunkName?: Record<string, string[] | string> }, chunk: string): string[] {
  const files = stats.assetsByChunkName?.[chunk]
  const list = Array.isArray(files) ? files : files ? [files] : []
  return list.filter((f) => f.endsWith('.js')).map((f) => `/${f.replace(/^\/+/, '')}`)
}

/** Builds the boot module into public/_cs and names what the pages load. */
export async function buildBoot(directory: string): Promise<BootAssets> {
  const stats = JSON.parse(await readFile(path.join(directory, 'public/webpack.stats.json'), 'utf8')) as { assetsByChunkName?: Record<string, string[] | string> }
  const islands = [...chunkScripts(stats, 'webpack-runtime'), ...chunkScripts(stats, 'islands')]
  if (islands.length < 2) throw new Error('The client bundle has no webpack-runtime or islands chunk (src/site/node/webpack.ts adds the islands entry).')
  // Only this build's files: old boot modules would otherwise pile up in public/_cs.
  await rm(path.join(directory, 'public/_cs'), { recursive: true, force: true })
  const result = await build({
    entryPoints: { boot: path.join(directory, 'src/runtime/boot.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    outdir: path.join(directory, 'public/_cs'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  })
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('src/runtime/boot.ts'))
  if (!entry) throw new Error('esbuild wrote no boot module.')
  return { src: `/_cs/${path.basename(entry[0])}`, islands }
}
