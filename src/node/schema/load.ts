/**
 * Loads the platform schema: every `*.graphql` file of graphql-schema/,
 * parsed with graphql's own parser and built into ONE schema. The EVM file
 * declares `type Query` and `type Subscription`; the other roots (Solana,
 * Tron, Trading, TON) add their root fields with `extend type Query` /
 * `extend type Subscription`, so every example on the site is checked against
 * one schema.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildASTSchema, concatAST, parse, type DocumentNode, type GraphQLSchema } from 'graphql'

// Relative to the working directory (the repository root for Gatsby and Jest): Gatsby bundles
// gatsby-node and its imports into .cache/compiled/, so __dirname is not this folder there.
export const SCHEMA_DIR = path.resolve('graphql-schema')

export type SchemaSource = { file: string; document: DocumentNode }

/**
 * Parses every .graphql file of the folder, in name order (evm.graphql
 * first), or the given files (paths under `dir`, in the order given, as the
 * MCP site manifest lists them). `file` is the file's name.
 */
export function readSchemaSources(dir: string = SCHEMA_DIR, only?: string[]): SchemaSource[] {
  const files =
    only ??
    readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .sort((a, b) => (a === 'evm.graphql' ? -1 : b === 'evm.graphql' ? 1 : a.localeCompare(b)))
  return files.map((f) => {
    const full = path.join(dir, f)
    return { file: path.basename(f), document: parse(readFileSync(full, 'utf8'), { noLocation: false }) }
  })
}

/** One schema from parsed files (the order of readSchemaSources: the file declaring the roots first). */
export function buildSchemaFromSources(sources: SchemaSource[]): GraphQLSchema {
  return buildASTSchema(concatAST(sources.map((s) => s.document)), { assumeValidSDL: false })
}

const cache = new Map<string, GraphQLSchema>()

/** The whole platform schema, cached per folder. Throws with the file name when a file is invalid. */
export function loadSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  const hit = cache.get(dir)
  if (hit) return hit
  const schema = buildSchemaFromSources(readSchemaSources(dir))
  cache.set(dir, schema)
  return schema
}
