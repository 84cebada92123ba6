/**
 * Types of the docs part of the data layer. Declared in full (no inference)
 * so that GraphiQL shows exactly this shape and empty content still builds.
 */
import type { GatsbyNode } from 'gatsby'
import { COMPILED_CONTENT_FIELDS, COMPILED_CONTENT_TYPES } from '../../mdx/node/compile'
import { PROBLEM_TYPE_DEFS } from '../../node/problems'
export const docsTypeDefs = /* GraphQL */ `
${COMPILED_CONTENT_TYPES}
${PROBLEM_TYPE_DEFS}
  "One step of a breadcrumb trail; href is null for the current page and for categories without a page."
  type Crumb {
    label: String!
    href: String
  }

  type PageLink {
    label: String!
    href: String!
  }

  "A documentation page written in MDX or Markdown under content/docs."
  type Doc implements Node @dontInfer {
    "Path-like id: the file path without extension, e.g. start/first-query."
    docId: String!
    "Route, with the trailing slash."
    path: String!
    title: String!
    description: String!
    sidebarLabel: String
    sidebarPosition: Float
    "tutorialSidebar when the doc is listed; null when unlisted."
    sidebar: String
    unlisted: Boolean!
    keywords: [String!]!
    tags: [DocTag!]! @link(by: "key", from: "tagKeys")
    tagKeys: [String!]!
    "Folder of the source file, relative to content/docs."
    categoryDir: String!
    "Repository-relative path of the source file."
    sourcePath: String!
    editUrl: String!
    "Front matter last_update, else the newest git commit touching the file."
    lastUpdatedAt: Date @dateformat @lastUpdated(part: "at")
    lastUpdatedBy: String @lastUpdated(part: "by")
    hideTableOfContents: Boolean!
    "More routes rendering this file (front matter aliases): unlisted, canonical to path."
    aliases: [String!]!
${COMPILED_CONTENT_FIELDS}    fields: ContentNodeFields
    "Schema reference entries (types, root fields) that the doc's checked GraphQL examples use."
    schemaTypes: [SchemaType!]! @link(by: "key", from: "fields.schemaTypeKeys")
  }

  "Fields other build modules add to content nodes."
  type ContentNodeFields {
    "Keys (kind/name) of the schema reference entries the node's valid examples use."
    schemaTypeKeys: [String!]
    "Every schema member the node's valid examples use, as a coordinate (Type.field, Type.field.argument, Enum.VALUE); the changelog lists the guides under the changes to them."
    schemaCoordinates: [String!]
  }

  "A folder of content/docs, configured by its _category_.yml."
  type Category implements Node @dontInfer {
    "Folder relative to content/docs, e.g. graphql/capabilities."
    dir: String!
    label: String!
    position: Float
    description: String
    collapsed: Boolean!
    "generated-index, doc or none."
    linkType: String!
    "Slug of the generated index page (/docs/category/{slug}/)."
    slug: String
    linkDocId: String
    "Title of the generated index page: the link's title, else the label, else the folder name."
    title: String!
    parentDir: String
    parentCategory: Category @link(by: "dir", from: "parentDir")
    "Docs directly in this folder."
    docs: [Doc!]! @link(by: "categoryDir", from: "dir")
  }

  "A docs tag, declared in content/docs/tags.yml."
  type DocTag implements Node @dontInfer {
    key: String!
    label: String!
    description: String
    path: String!
  }

  "An item of a generated category index: a doc or a sub-category, with its description."
  type CategoryCard {
    kind: String!
    label: String!
    href: String!
    description: String
    "Number of pages inside, for sub-categories."
    count: Int
  }

  "The one docs version (spec section 3)."
  type DocsVersion {
    name: String!
    label: String!
    path: String!
    mainDocId: String!
    sidebars: [String!]!
    isLast: Boolean!
    searchTag: String!
    docIds: [String!]!
    draftIds: [String!]!
  }

  "A standalone MDX page (content/pages), outside the docs."
  type MdxPage implements Node @dontInfer {
    path: String!
    title: String!
    description: String!
    sourcePath: String!
${COMPILED_CONTENT_FIELDS}  }
`

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(docsTypeDefs)
}
