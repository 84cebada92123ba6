// Types of bench/compare/docusaurus.mjs for the TypeScript tests (bench/tests/compare.test.ts).
export const VERSIONS: Record<string, string>
export const SITE_URL: string
export const DEFAULT_WORK_DIR: string
export const FASTER_VERSIONS: Record<string, string>
export type Variant = { key: string; label: string; workDir: string; versions: Record<string, string>; future: Record<string, boolean> | null }
export const VARIANTS: { default: Variant; faster: Variant }
export const familyRoutes: Record<string, string>
export function routeFile(buildDir: string, route: string): string
export function splitBlocks(markdown: string): string[]
export function unescapeMarkdown(text: string): string
export function parseTwin(text: string): { title: string; lead: string | null; body: string }
export function relativiseSiteLinks(markdown: string, siteUrl?: string): string
export function frontMatter(data: Record<string, unknown>): string
export function docsRel(route: string): string
export function docFiles(routes: string[]): Map<string, string>
export function docPage(route: string, twinText: string, siteUrl?: string): string
export function layoutDocs(twins: { route: string; text: string }[], siteUrl?: string): { file: string; content: string }[]
export function kebabCase(input: string): string
export function categoryFiles(categories: { dir: string; data: Record<string, unknown> | null }[], files: string[]): { file: string; content: string }[]
export function postDir(name: string): { date: string; slug: string } | null
export function splitSource(text: string): { data: Record<string, unknown>; body: string }
export function blocksBeforeTruncate(body: string): number | null
export function blogPost(post: { slug: string; date: string; data: Record<string, unknown>; truncateAfter: number | null }, twinText: string, siteUrl?: string): { file: string; content: string }
export function referenceOf(root: string): { route: string; file: string; content: string }[]
export function referenceFiles(pages: { route: string; title: string; description?: string; body: string }[]): { route: string; file: string; content: string }[]
export function sitePackageJson(versions?: Record<string, string>): string
export function siteConfig(options?: { title?: string; url?: string; future?: Record<string, boolean> | null }): string
export const SIDEBARS: string
export const HOME_PAGE: string
export function countBrokenLinkWarnings(output: string): number
export function countPages(dir: string): number
export function ensureInstalled(workDir: string, log?: (s: string) => void, versions?: Record<string, string>): { installed: boolean; seconds?: number }
export type Layout = { workDir: string; docs: number; referencePages: number; categories: number; blogPosts: number; install: { installed: boolean; seconds?: number } }
export function prepare(options: { root: string; publicDir?: string; variant?: Variant; workDir?: string; log?: (s: string) => void }): Layout
export type Measured = (cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) => Promise<{ code: number | null; out: string; seconds: number; peakRss: number }>
export function build(options: { workDir?: string; measured: Measured; env?: NodeJS.ProcessEnv }): Promise<{ seconds: number; peakRssBytes: number; pages: number; buildDir: string; brokenLinkWarnings: number; warnings: number; output: string }>
export type SearchFile = { file: string; raw: number; gzip: number }
export function searchIndex(buildDir: string, route?: string): { files: SearchFile[]; firstSearchFiles: string[]; firstSearchRaw: number; firstSearchGzip: number; allRaw: number; allGzip: number }
export function ourSearchIndex(publicDir: string): { firstSearchRaw: number; firstSearchGzip: number; allRaw: number; allGzip: number; withTextRaw: number; withTextGzip: number; contexts: unknown[]; manifest: { raw: number; gzip: number } }
export function referencePages(root: string): { route: string; title: string; description?: string; body: string }[]
export function twinsUnder(publicDir: string, sub: string): { route: string; text: string }[]
export function write(base: string, file: string, content: string | Buffer): void
export function npmInstall(o: { workDir: string; pkg: string; bin: string; label: string; log?: (s: string) => void }): { installed: boolean; seconds?: number }
export function categoriesOf(root: string): { dir: string; data: Record<string, unknown> | null }[]
export function postsOf(root: string, publicDir: string): { slug: string; date: string; data: Record<string, unknown>; truncateAfter: number | null; twin: string }[]
export function withMarker(text: string, after: number | null, marker: string): string
