export type Fingerprint = { hash: string; files: Record<string, string>; extra: Record<string, unknown> }
export type Diff = { added: string[]; changed: string[]; removed: string[] }
export const FINGERPRINT_INPUTS: string[]
export const MANIFEST_FILE: string
export const DIFF_FILE: string
export function listFiles(root: string, entry: string): string[]
export function fingerprint(root: string, inputs?: string[], extra?: Record<string, unknown>): Fingerprint
export function fingerprintChange(previous: Fingerprint | null | undefined, current: Fingerprint, limit?: number): string | null
export function deployManifest(publicDir: string): Record<string, string>
export function diffMaps(before: Record<string, string>, after: Record<string, string>): Diff
export function pageUrl(file: string): string
export function deployDiff(before: Record<string, string> | null, after: Record<string, string>): Diff & { previous: string | null; upload: string[]; purge: string[] }
