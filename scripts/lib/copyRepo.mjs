/**
 * A temporary copy of the repository for measurements that change content
 * (bench growth, growth.mjs): the files git tracks plus untracked ones it does
 * not ignore, node_modules linked, a fresh git repository so last-updated
 * dates resolve. Returns the folder.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

export function copyRepo(prefix = 'cs-copy-', root = resolve('.')) {
  const tmp = mkdtempSync(join(tmpdir(), prefix))
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).trim().split('\n')
  for (const f of files) {
    // A tracked file deleted in the working tree is not copied.
    if (!existsSync(join(root, f))) continue
    // A node_modules that is a symlink is not matched by a "node_modules/" ignore rule; it is linked below.
    if (f === 'node_modules') continue
    mkdirSync(dirname(join(tmp, f)), { recursive: true })
    cpSync(join(root, f), join(tmp, f))
  }
  symlinkSync(join(root, 'node_modules'), join(tmp, 'node_modules'))
  execFileSync('git', ['init', '-q'], { cwd: tmp })
  return tmp
}
