/**
 * Types of the schema reference in the data layer, declared in full (no
 * inference). `usedIn` is the reverse of `Doc.schemaTypes` (declared in
 * src/docs/node/schema.ts): both read `Doc.fields.schemaTypeKeys`, which
 * src/reference/node/source.ts sets from the doc's validated examples.
 */
import type { GatsbyNode } from 'gatsby'
import { COMPILED_CONTENT_FIELDS } from '../../mdx/node/compile'
export const referenceTypeDefs = /* GraphQL */ `
  "A type as written in a signature, linked to the page of its named type."
  type SchemaTypeRef {
    "As written, e.g. [EVM_DEXTrade_Ordering!]."
    type: String!
    "The named type inside it."
    name: String!
    "Route of the named type's reference page; null for types without one."
    path: String
  }

  "A release of the API changelog: its date and page."
  type SchemaReleaseMark {
    date: String!
    path: String!
  }

  "An argument or an input field."
  type SchemaInputValue {
    name: String!
    description: String
    type: SchemaTypeRef!
    "Default value in GraphQL syntax, null when there is none."
    defaultValue: String
    deprecationReason: String
    "The release that added it to a type that existed before."
    added: SchemaReleaseMark
    "The release that deprecated it."
    deprecatedIn: SchemaReleaseMark
  }

  "A field of an object or interface type, with its arguments."
  type SchemaField {
    name: String!
    description: String
    type: SchemaTypeRef!
    args: [SchemaInputValue!]!
    deprecationReason: String
    "The release that added it to a type that existed before."
    added: SchemaReleaseMark
    "The release that deprecated it."
    deprecatedIn: SchemaReleaseMark
  }

  type SchemaEnumValue {
    name: String!
    description: String
    deprecationReason: String
    "The release that added it to an enum that existed before."
    added: SchemaReleaseMark
    "The release that deprecated it."
    deprecatedIn: SchemaReleaseMark
  }

  type SchemaNavItem {
    name: String!
    path: String!
  }

  "A heading of the reference navigation: one kind of one root."
  type SchemaNavGroup {
    id: String!
    root: String!
    rootLabel: String!
    kind: String!
    label: String!
    count: Int!
  }

  "A page's own part of the reference navigation: a window of its group around it (the group headings are in SchemaNavIndex)."
  type SchemaNav {
    groupId: String
    "Index of the first windowed item inside its group."
    start: Int!
    items: [SchemaNavItem!]!
  }

  "What every reference page's navigation shares: the group headings and the full list's URL. One node, read by a static query, so it is fetched once per visit instead of repeated in each page's data."
  type SchemaNavIndex implements Node @dontInfer {
    groups: [SchemaNavGroup!]!
    "Root-relative URL of the full, content-hashed navigation JSON."
    fullListUrl: String!
  }

  "One entry of the platform's GraphQL schema reference: a type, a root field of Query or Subscription, or a directive."
  type SchemaType implements Node @dontInfer {
    "Unique key: kind/name, e.g. object/EVM_DEXTrade_Cube or query/EVM."
    key: String!
    name: String!
    "query, subscription, object, interface, input, enum, union, scalar or directive."
    kind: String!
    kindLabel: String!
    description: String
    slug: String!
    path: String!
    "EVM, Solana, Tron, Trading, TON, or shared."
    root: String!
    "SDL signature, without descriptions."
    signature: String!
    "The signature highlighted at build time (token spans)."
    signatureHtml: String!
    "For root fields: the type they return."
    returnType: SchemaTypeRef
    "Arguments of a root field or a directive."
    arguments: [SchemaInputValue!]!
    "Fields of an object or interface. Stored on the node as typeFields: Gatsby reserves a node's own fields property for createNodeField."
    fields: [SchemaField!]! @proxy(from: "typeFields")
    inputFields: [SchemaInputValue!]!
    enumValues: [SchemaEnumValue!]!
    unionMembers: [SchemaTypeRef!]!
    interfaces: [SchemaTypeRef!]!
    "Directive locations."
    locations: [String!]!
    repeatable: Boolean!
    referencedByKeys: [String!]!
    "Entries whose fields, arguments, members or input fields use this one."
    referencedBy: [SchemaType!]! @link(by: "key", from: "referencedByKeys")
    "Docs whose checked examples use this entry, by path (resolved in gatsby.ts, so the order is stable)."
    usedIn: [Doc!]!
    nav: SchemaNav!
    "The changelog release that added the entry; null when it is in the first snapshot, or its root was first documented in a later one."
    added: SchemaReleaseMark
    "Everything the entry's reference page renders, as one value (resolved in src/reference/node/gatsby.ts): what the page query reads."
    page: JSON!
  }

  "The introduction page of the schema reference (written in MDX, compiled at build time)."
  type SchemaReferenceIntro implements Node @dontInfer {
    title: String!
    description: String!
    path: String!
    sourcePath: String!
${COMPILED_CONTENT_FIELDS}    nav: SchemaNav!
  }

  "Changes of one release by level."
  type SchemaReleaseCounts {
    breaking: Int!
    dangerous: Int!
    safe: Int!
  }

  "One change between two snapshots of the schema, as @graphql-inspector/core classified it."
  type SchemaChange {
    "breaking, dangerous or safe."
    level: String!
    "The inspector's change type, e.g. FIELD_REMOVED or ENUM_VALUE_ADDED."
    kind: String!
    "The member as a schema coordinate: Type, Type.field, Type.field.argument or Enum.VALUE."
    member: String!
    typeName: String!
    "EVM, shared, Solana, Tron, Trading or TON."
    root: String!
    "One sentence, Markdown."
    sentence: String!
    "Why a breaking or dangerous change can break a client."
    reason: String
    "How to migrate, from the release's notes (breaking changes only)."
    migration: String
    "For an added type: how many fields, values or members it came with."
    members: Int
  }

  "A root whose types a release documents for the first time."
  type SchemaIntroducedRoot {
    root: String!
    files: [String!]!
    types: Int!
    rootFields: [String!]!
  }

  "The size of the first snapshot, which later releases are measured against."
  type SchemaBaseline {
    types: Int!
    rootFields: Int!
  }

  "One release of the API changelog: the schema snapshot of a date (graphql-schema/history/) against the one before."
  type SchemaRelease implements Node @dontInfer {
    "YYYY-MM-DD, the snapshot's folder name."
    date: String!
    path: String!
    title: String!
    "One sentence with the counts, for cards, feeds and meta tags."
    description: String!
    "The date of the snapshot this release is compared with; null for the first."
    previous: String
    counts: SchemaReleaseCounts!
    changes: [SchemaChange!]!
    introduced: [SchemaIntroducedRoot!]!
    baseline: SchemaBaseline
    "The release notes' prose, compiled like a doc's body (a data tree)."
    body: JSON!
    nav: SchemaNav!
    "Everything the release page renders, with reference links and the guides using each member (resolved in src/reference/node/changelogPages.ts)."
    page: JSON!
  }
`

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(referenceTypeDefs)
}
