/**
 * What the MCP server, the build and the page menu share: where the server
 * answers, the file the build writes for the schema tools, and the client
 * configurations the menu copies and the docs page shows.
 */
import { site } from '../../config/site'

/** The server's name as clients list it, and the key of its entry in their config files. */
export const MCP_NAME = 'chainstrata-docs'
/** Where the Streamable HTTP transport answers on the docs host (deploy/nginx.conf proxies it). */
export const MCP_PATH = '/mcp'
export const MCP_URL = `${site.url}${MCP_PATH}`
/** Written by the build under public/ for get_schema_type and validate_query. */
export const SCHEMA_INDEX_FILE = 'mcp/schema-index.json'
/** Written by the build under public/: everything else the server reads, typed (SiteManifest). */
export const SITE_MANIFEST_FILE = 'mcp/site.json'

/**
 * The one file the MCP server starts from: what the build wrote, each part
 * produced by the concern that owns it (pages: Gatsby's; twins and index
 * files: src/ai-readers, empty when switched off; redirects: src/redirects;
 * SDL: src/reference; the search manifest: src/search). The server reads no
 * host file and walks no folder to learn these.
 */
export type SiteManifest = {
  v: 1
  /** Canonical origin, no trailing slash. */
  site: string
  /** Every route with an HTML page. */
  pages: string[]
  /** Routes with a Markdown twin ({route}index.md); [] when the AI readers are switched off. */
  twins: string[]
  /** Files that list the pages (/llms.txt, /llms-full.txt); [] when the AI readers are switched off. */
  indexFiles: string[]
  /** Permanent redirects, old path → new path. */
  redirects: [string, string][]
  /** The published SDL files and their URL paths. */
  sdl: { file: string; url: string }[]
  /** URL path of the search manifest. */
  search: string
}

/** The docs page that explains the server and each client. */
export const MCP_DOCS_PATH = '/docs/start/ai-assistants/'

/**
 * The schema tools' index as the build writes it (kept small: the server
 * derives keys, labels and release paths): every reference entry, the
 * entries that reference it and the guides whose validated examples use it.
 */
export type SchemaIndexFile = {
  v: 2
  /** Canonical origin of the site, no trailing slash. */
  site: string
  /** Docs whose validated examples use at least one entry, sorted by title. */
  guides: { title: string; path: string }[]
  entries: StoredEntry[]
}

export type StoredEntry = {
  name: string
  /** query, subscription, object, interface, input, enum, union, scalar or directive. */
  kind: string
  /** The reference page's route. */
  path: string
  /** Indexes into `entries` of the entries whose fields, arguments or members use this one. */
  by: number[]
  /** Indexes into `guides`. */
  used: number[]
  /** The date of the changelog release that added the entry, when after the first snapshot. */
  added?: string
}

/**
 * The schema coordinate of a reference entry, as the changelog's marks and
 * get_schema_type name it: "Query.EVM", "Subscription.EVM", "@include", or
 * the type's name.
 */
export function entryCoordinate(e: { kind: string; name: string }): string {
  return e.kind === 'query' ? `Query.${e.name}` : e.kind === 'subscription' ? `Subscription.${e.name}` : e.kind === 'directive' ? `@${e.name}` : e.name
}

export type ClientId = 'claude-code' | 'cursor' | 'vscode'

/** How each client connects to the hosted server: a command or a config file entry. */
export const CLIENTS: { id: ClientId; label: string; where: string; config: string }[] = [
  {
    id: 'claude-code',
    label: 'Claude Code',
    where: 'Run in a terminal',
    config: `claude mcp add --transport http ${MCP_NAME} ${MCP_URL}`,
  },
  {
    id: 'cursor',
    label: 'Cursor',
    where: 'Add to .cursor/mcp.json (or ~/.cursor/mcp.json for every project)',
    config: JSON.stringify({ mcpServers: { [MCP_NAME]: { url: MCP_URL } } }, null, 2),
  },
  {
    id: 'vscode',
    label: 'VS Code',
    where: 'Add to .vscode/mcp.json',
    config: JSON.stringify({ servers: { [MCP_NAME]: { type: 'http', url: MCP_URL } } }, null, 2),
  },
]
