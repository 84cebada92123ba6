/**
 * Every JS/TS, JSON, Python and shell sample of content/ parses. (GraphQL
 * samples are validated against the schema in examples.test.ts.) A fence may
 * opt out with `skip-parse="reason"` in its meta, for deliberately partial
 * snippets; the reasons are listed.
 */
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import ts from 'typescript'
import { contentFiles, fences, type Fence } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const SCRIPT: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
}
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh'])
const PYTHON = new Set(['python', 'py'])

/** Syntax errors of a JS/TS sample (first one), or null. */
export function scriptError(code: string, kind: ts.ScriptKind): string | null {
  const file = ts.createSourceFile(`sample.${ts.ScriptKind[kind].toLowerCase()}`, code, ts.ScriptTarget.Latest, true, kind)
  const diags = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics
  if (!diags.length) return null
  const d = diags[0]
  const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0)
  return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
}

function externalCheck(cmd: string, args: string[], code: string): string | null {
  const res = spawnSync(cmd, args, { input: code, encoding: 'utf8' })
  if (res.error) throw res.error
  return res.status === 0 ? null : (res.stderr || res.stdout).trim().split('\n').slice(-2).join(' ')
}

function sampleError(f: Fence): string | null {
  if (SCRIPT[f.lang] !== undefined) return scriptError(f.value, SCRIPT[f.lang])
  if (f.lang === 'json') {
    try {
      JSON.parse(f.value)
      return null
    } catch (err) {
      return (err as Error).message
    }
  }
  if (PYTHON.has(f.lang)) return externalCheck('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], f.value)
  if (SHELL.has(f.lang)) return externalCheck('bash', ['-n'], f.value)
  return null
}

const optOut = (meta: string) => /\bskip-parse=(?:"([^"]+)"|'([^']+)')/.exec(meta)

describe('code samples parse', () => {
  it('catches a broken sample of each language', () => {
    expect(sampleError({ lang: 'js', meta: '', value: 'const a = {', line: 1 })).toMatch(/line 1/)
    expect(sampleError({ lang: 'ts', meta: '', value: 'let x: = 1', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'json', meta: '', value: '{"a": 1,}', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'python', meta: '', value: 'def f(:\n  pass', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'bash', meta: '', value: 'if true; then echo', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'js', meta: '', value: 'const ok = await fetch("x")\nexport {}', line: 1 })).toBeNull()
  })
  for (const file of contentFiles(path.join(root, 'content'))) {
    const rel = path.relative(root, file)
    const samples = fences(readFileSync(file, 'utf8')).filter((f) => SCRIPT[f.lang] !== undefined || f.lang === 'json' || PYTHON.has(f.lang) || SHELL.has(f.lang))
    if (!samples.length) continue
    it(rel, () => {
      const failures: string[] = []
      for (const s of samples) {
        if (optOut(s.meta)) continue
        const err = sampleError(s)
        if (err) failures.push(`${rel}:${s.line} (${s.lang}): ${err}`)
      }
      expect(failures).toEqual([])
    })
  }
})
