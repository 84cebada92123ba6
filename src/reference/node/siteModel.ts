/**
 * The site's schema and its reference entries, built once per process from
 * graphql-schema/ (every module that needs them reads them here: the
 * reference pages, the example checks, the changelog's links, the twins).
 */
import type { GraphQLSchema } from 'graphql'
import { loadSchema, readSchemaSources } from '../../node/schema/load'
import { buildReferenceModel, exampleKeyIndex, type RefEntry } from './model'

export type Model = { schema: GraphQLSchema; entries: RefEntry[]; keysOf: ReturnType<typeof exampleKeyIndex> }
let model: Model | null = null

/** The schema and its reference entries, built once per process. */
export function referenceModel(): Model {
  if (model) return model
  const schema = loadSchema()
  const entries = buildReferenceModel(schema, readSchemaSources())
  model = { schema, entries, keysOf: exampleKeyIndex(entries) }
  return model
}
