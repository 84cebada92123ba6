/**
 * Redirects and the route conventions: everything about old paths lives in this folder.
 *
 * | File or folder        | Side    | What                                                                  |
 * | --------------------- | ------- | --------------------------------------------------------------------- |
 * | `config.ts`           | data    | the table: families, planned moves and rows (what writers edit)        |
 * | `node/`               | build   | expansion and checks, the route manifest, refresh pages, host files    |
 * | `runtime/`            | browser | the not-found page's lookup (spec 2.1 conventions, old paths in any case) |
 * | `lib/`                | both    | the table's types and the route conventions as pure functions          |
 *
 * Reads: every page Gatsby created (its SitePage node, after createPages).
 * Writes: in-app redirects (`createRedirect`); the content-hashed route
 * manifest in public/, whose URL the not-found page gets in its context;
 * after the build a refresh page at every old path, `_redirects` and
 * `redirects.nginx.conf` (which `deploy/nginx.conf` includes). The spec's
 * list of old paths is checked against the table after the build
 * (tests/after-build/redirects-table.test.ts, with inventory/redirects.tsv).
 */
export { onPostBootstrap, onPostBuild } from './node/gatsby'
/** The redirects as values (old path → new path), for the MCP site manifest. */
export { redirectPairs } from './node/gatsby'
