/**
 * The schema reference and its changelog: everything about
 * /docs/graphql-reference/, /docs/changelog/ and the checking of GraphQL
 * examples against the schema lives in this folder.
 *
 * | Folder        | Side    | What                                                                   |
 * | ------------- | ------- | ---------------------------------------------------------------------- |
 * | `node/`       | build   | the reference model, navigation, member tables, example checks, pages; the schema's history, its releases and their changes (history.ts, changes.ts, changelog.ts, changelogPages.ts) |
 * | `templates/`  | browser | one template for every entry and the intro; the changelog index and release pages |
 * | `lib/`        | both    | where the changelog lives (paths of its pages and feeds); the route rules of reference entries (slug.ts) |
 * | `components/` | browser | the reference shell, its navigation and member rendering               |
 * | `hooks/`      | browser | the navigation index, loaded once per visit                            |
 *
 * Reads: `graphql-schema/*.graphql` (through src/node/schema/load.ts), the
 * dated snapshots in `graphql-schema/history/`, `node/intro.mdx`, and every
 * content node's code blocks (onCreateNode).
 * Creates the node types `SchemaType`, `SchemaReferenceIntro`,
 * `SchemaNavIndex` and `SchemaRelease`, the fields `schemaTypes`/`usedIn`
 * that join examples and members, `fields.schemaCoordinates` (every member a
 * node's examples use) and `BlogPost.schemaReleases`; one page per reference
 * entry, the changelog index and one page per release. Writes the
 * content-hashed navigation JSON, the changelog's RSS and Atom feeds and the
 * published SDL (/graphql-schema/*.graphql) to public/. Fails the build on an invalid example (onPostBootstrap). These
 * are the Gatsby APIs gatsby-node.ts wires in.
 */
import type { GatsbyNode } from 'gatsby'
import * as entries from './node/gatsby'
import * as changelog from './node/changelogPages'
import * as sdl from './node/publishSdl'

export { createSchemaCustomization, referenceTypeDefs } from './node/types'
export { sourceNodes, onCreateNode, onPostBootstrap } from './node/gatsby'
/** Published for the other concerns (the AI readers, the MCP index): the reference model and the changelog, each loaded once. */
export { referenceModel } from './node/siteModel'
export { changelogTwins } from './node/changelogPages'
export { memberMarks, siteChangelog } from './node/changelog'
/** The SDL files as published at /graphql-schema/ (written after every build, listed by llms.txt and the MCP site manifest). */
export { publishedSdl } from './node/publishSdl'

export const createResolvers: GatsbyNode['createResolvers'] = async (args, options) => {
  await entries.createResolvers!(args, options, () => {})
  await changelog.createResolvers!(args, options, () => {})
}

export const createPages: GatsbyNode['createPages'] = async (args, options) => {
  await entries.createPages!(args, options, () => {})
  await changelog.createPages!(args, options, () => {})
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args, options) => {
  await changelog.onPostBuild!(args, options, () => {})
  await sdl.onPostBuild!(args, options, () => {})
}
