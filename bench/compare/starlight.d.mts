// Types of bench/compare/starlight.mjs for the TypeScript tests (bench/tests/starlight.test.ts).
export const VERSIONS: Record<string, string>
export const STARLIGHT: { key: string; label: string; workDir: string; versions: Record<string, string> }
export const familyRoutes: Record<string, string>
export function sitePackageJson(versions?: Record<string, string>): string
export function docPage(twinText: string, siteUrl?: string): string
export function referencePage(page: { title: string; description?: string; body: string }): string
export function categoryPages(categories: { dir: string; data: Record<string, unknown> | null }[], docs: { file: string; route: string; title: string; description?: string }[]): { file: string; route: string; content: string }[]
export function blogPost(post: { slug: string; date: string; data: Record<string, unknown>; truncateAfter: number | null; twin: string }, siteUrl?: string): { file: string; content: string }
export type SidebarTopic = { id: string; label: string; link: string; items: unknown[] }
export function sidebarTopics(files: string[], categories: { dir: string; data: Record<string, unknown> | null }[]): SidebarTopic[]
export const DOCS_TOPIC_PAGES: string[]
export function astroConfig(options?: { title?: string; url?: string; topics?: unknown[] }): string
export const CONTENT_CONFIG: string
export const HOME_PAGE: string
export type Layout = { workDir: string; docs: number; referencePages: number; categories: number; blogPosts: number; install: { installed: boolean; seconds?: number } }
export function prepare(options: { root: string; publicDir?: string; workDir?: string; log?: (s: string) => void }): Layout
export function build(options: { workDir?: string; measured: (cmd: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) => Promise<{ code: number | null; out: string; seconds: number; peakRss: number }>; env?: NodeJS.ProcessEnv }): Promise<{ seconds: number; peakRssBytes: number; pages: number; buildDir: string; brokenLinkWarnings: number; warnings: number; output: string }>
export function searchIndex(buildDir: string): { files: number; firstSearchFiles: string[]; firstSearchRaw: number; firstSearchGzip: number; indexChunks: number; fragments: number; allRaw: number; allGzip: number }
