/**
 * The schema reference: everything about /docs/reference/ and the checking of
 * GraphQL examples against the schema lives in this folder.
 *
 * | Folder        | Side    | What                                                                   |
 * | ------------- | ------- | ---------------------------------------------------------------------- |
 * | `node/`       | build   | the reference model, navigation, member tables, example checks, pages  |
 * | `templates/`  | browser | one template for every entry and the intro                            |
 * | `components/` | browser | the reference shell, its navigation and member rendering               |
 * | `hooks/`      | browser | the navigation index, loaded once per visit                            |
 *
 * Reads: `graphql-schema/*.graphql` (through src/node/schema/load.ts),
 * `node/intro.mdx`, and every content node's code blocks (onCreateNode).
 * Creates the node types `SchemaType`, `SchemaReferenceIntro` and
 * `SchemaNavIndex`, the fields `schemaTypes`/`usedIn` that join examples and
 * members, and one page per reference entry. Writes the content-hashed
 * navigation JSON to public/. Fails the build on an invalid example
 * (onPostBootstrap). These are the Gatsby APIs gatsby-node.ts wires in.
 */
export { createSchemaCustomization, referenceTypeDefs } from './node/types'
export { sourceNodes, onCreateNode, onPostBootstrap, createResolvers, createPages, referenceModel } from './node/gatsby'
