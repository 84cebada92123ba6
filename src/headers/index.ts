/**
 * Response headers and the content security policy (DECISIONS, "Security headers").
 *
 * | Folder  | Side  | What                                                                            |
 * | ------- | ----- | ------------------------------------------------------------------------------- |
 * | `node/` | build | the policy from src/config/site.ts, the inline-code scan, the host header files |
 * | `lib/`  | both  | the server-HTML changes that keep Gatsby's markup within the policy (gatsby-ssr) |
 *
 * Reads: every HTML file in public/ after the build (to hash its inline
 * scripts and styles), so it runs after every module that writes HTML
 * (src/site/node/modules.ts, ORDER_RULES). Writes `_headers`,
 * `headers.nginx.conf`, `security-headers.nginx.conf`, and a
 * `<meta http-equiv>` policy into every page. The host config that includes
 * them is deploy/nginx.conf. These are the Gatsby APIs gatsby-node.ts wires in.
 */
export { onPostBuild } from './node/gatsby'
