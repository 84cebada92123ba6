/**
 * The @lastUpdated field extension: a doc's last-updated date and author come
 * from its `last_update` front matter when set, otherwise from git history
 * (one `git log` pass per build). Without git, the build warns once and shows
 * no date.
 */
import type { CreateSchemaCustomizationArgs } from 'gatsby'
import { readGitDates, type GitDates } from './git'
import { siteDirectory } from '../../node/directory'

let dates: Promise<GitDates | null> | null = null
let warned = false

function gitDates(root: string, warn: (m: string) => void): Promise<GitDates | null> {
  if (!dates) {
    dates = readGitDates(root, ['content']).then((d) => {
      if ((!d || d.size === 0) && !warned) {
        warned = true
        warn('git history is not available: last-updated dates come only from `last_update` front matter.')
      }
      return d
    })
  }
  return dates
}

type Source = { sourcePath: string; lastUpdatedAt: string | null; lastUpdatedBy: string | null }
type FieldConfig = { resolve?: (source: unknown, args: unknown, context: unknown, info: { fieldName: string }) => unknown }

/** Declares the @lastUpdated field extension (before the type definitions that use it: src/docs/index.ts). */
export function createLastUpdatedExtension({ actions, reporter, store }: Pick<CreateSchemaCustomizationArgs, 'actions' | 'reporter' | 'store'>): void {
  const root = siteDirectory(store)
  actions.createFieldExtension({
    name: 'lastUpdated',
    args: { part: 'String!' },
    extend(options: { part: 'at' | 'by' }, prev: FieldConfig) {
      return {
        async resolve(source: Source, args: unknown, context: unknown, info: { fieldName: string }) {
          const fromGit = (await gitDates(root, (m) => reporter.warn(m)))?.get(source.sourcePath) ?? null
          const value = options.part === 'at' ? (source.lastUpdatedAt ?? fromGit?.at.toISOString() ?? null) : (source.lastUpdatedBy ?? fromGit?.by ?? null)
          const patched = { ...source, [info.fieldName]: value }
          return prev.resolve ? prev.resolve(patched, args, context, info) : value
        },
      }
    },
  })
}
