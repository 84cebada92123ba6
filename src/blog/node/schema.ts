/**
 * Types of the blog part of the data layer, declared in full (no inference).
 * The compiled MDX fields and their TocEntry and DocCodeBlock types are declared once in src/mdx/node/compile.ts.
 */
import { COMPILED_CONTENT_FIELDS } from '../../mdx/node/compile'
export const blogTypeDefs = /* GraphQL */ `
  "A blog post: content/blog/{yyyy-mm-dd}-{slug}/index.mdx."
  type BlogPost implements Node @dontInfer {
    "The folder name without its date, e.g. usd-price."
    slug: String!
    "Route, with the trailing slash: /blog/{slug}/."
    path: String!
    title: String!
    "One sentence from front matter, used in meta tags, cards and feeds."
    description: String!
    "Publication date, from the folder name (or front matter date)."
    date: Date! @dateformat
    "Repository-relative path of the source file."
    sourcePath: String!
${COMPILED_CONTENT_FIELDS}    "Plain text up to the truncate marker, or the first paragraph."
    excerpt: String!
    authorIds: [String!]!
    tagKeys: [String!]!
    authors: [Author!]! @link(by: "authorId", from: "authorIds")
    tags: [BlogTag!]! @link(by: "key", from: "tagKeys")
    keywords: [String!]!
    draft: Boolean!
  }

  "A blog author: one of our teams, declared in content/blog/authors.yaml."
  type Author implements Node @dontInfer {
    "Key in authors.yaml; the URL segment of /blog/authors/{authorId}/."
    authorId: String!
    name: String!
    "What the team does, shown under its name."
    title: String!
    "Root-relative URL of the avatar (static/img/authors/)."
    imageUrl: String!
    description: String
    "The author's page: /blog/authors/{authorId}/."
    path: String!
  }

  "A blog tag, declared in content/blog/tags.yaml."
  type BlogTag implements Node @dontInfer {
    key: String!
    label: String!
    description: String!
    "/blog/tags/{key}/"
    path: String!
  }

  "The posts of one year, newest first (the archive and the blog sidebar)."
  type BlogYear {
    year: Int!
    posts: [BlogPost!]!
  }
`
