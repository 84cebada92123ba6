/**
 * The schema as published: every SDL file of graphql-schema/ at
 * /graphql-schema/<file>, written after the build by the concern that owns
 * the schema, whatever else is switched on. llms.txt links these files
 * (src/ai-readers), and the MCP server builds its schema from them
 * (src/mcp, through its site manifest).
 */
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { SCHEMA_DIR } from '../../node/schema/load'
import { siteDirectory } from '../../node/directory'

/** Where the published SDL lives under the site root. */
export const SDL_URL_DIR = '/graphql-schema'

/** The published SDL files, evm.graphql first (the root the others extend), then by name; each with its URL path. */
export async function publishedSdl(dir: string = SCHEMA_DIR): Promise<{ file: string; url: string }[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.graphql'))
  files.sort((a, b) => (a === 'evm.graphql' ? -1 : b === 'evm.graphql' ? 1 : a.localeCompare(b)))
  return files.map((file) => ({ file, url: `${SDL_URL_DIR}/${file}` }))
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store }) => {
  const publicDir = path.join(siteDirectory(store), 'public')
  await mkdir(path.join(publicDir, SDL_URL_DIR), { recursive: true })
  for (const { file, url } of await publishedSdl()) await copyFile(path.join(SCHEMA_DIR, file), path.join(publicDir, url))
}
