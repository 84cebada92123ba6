/**
 * Last-updated dates from git, read in ONE `git log` pass for the whole
 * content folder (not one process per file).
 */
import { execFile } from 'node:child_process'

export type GitDates = Map<string, { at: Date; by: string }>

/** Parses `git log --format=%x00%ct%x09%an --name-only` output: the first (newest) commit touching a file wins. */
export function parseGitLog(output: string): GitDates {
  const map: GitDates = new Map()
  for (const chunk of output.split('\0')) {
    if (chunk.trim() === '') continue
    const [header, ...files] = chunk.split('\n')
    const [ts, author] = header.split('\t')
    const at = new Date(Number(ts) * 1000)
    if (Number.isNaN(at.getTime())) continue
    for (const f of files) {
      const file = f.trim()
      if (file && !map.has(file)) map.set(file, { at, by: author ?? '' })
    }
  }
  return map
}

export function readGitDates(cwd: string, paths: string[]): Promise<GitDates | null> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['log', '--format=%x00%ct%x09%an', '--name-only', '--no-renames', '--', ...paths],
      { cwd, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout) => {
        if (err) resolve(null)
        else resolve(parseGitLog(stdout))
      },
    )
  })
}
