/**
 * Every JS/TS, JSON, Python, shell, Go and Rust sample of content/ parses.
 * Go is checked with `gofmt -e` and Rust with `rustfmt --check --edition
 * 2021` (syntax only: a formatting difference is not a failure); when the
 * binary is not installed those samples are skipped with a message. (GraphQL
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
const GO = new Set(['go', 'golang'])
const RUST = new Set(['rust', 'rs'])

/** Whether an external checker is installed (ENOENT otherwise). */
function installed(cmd: string, args: string[]): boolean {
  const res = spawnSync(cmd, args, { input: '', encoding: 'utf8' })
  return !res.error
}
const HAS_GOFMT = installed('gofmt', ['-l'])
const HAS_RUSTFMT = installed('rustfmt', ['--version'])

/** Syntax errors of a JS/TS sample (first one), or null. */
export function scriptError(code: string, kind: ts.ScriptKind): string | null {
  const file = ts.createSourceFile(`sample.${ts.ScriptKind[kind].toLowerCase()}`, code, ts.ScriptTarget.Latest, true, kind)
  const diags = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics
  if (!diags.length) return null
  const d = diags[0]
  const { line } = file.getLineAndCharacterOfPosition(d.start ?? 0)
  return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
}

/** The static name of a property, or null for a computed key (or anything else without one). */
function staticName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text
  if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text
  if (ts.isNumericLiteral(name)) return String(Number(name.text))
  return null
}

/**
 * Object literals of a JS/TS sample that name one property twice: the later one silently replaces the
 * earlier (two `closed:` handlers in a graphql-ws `on` object run only the second). Spreads and computed
 * keys are ignored; a getter and a setter of one name are a pair, not a duplicate. Each as
 * `line N: duplicate key "x"`, N the 1-based line of the second occurrence within the sample.
 */
export function duplicateKeys(code: string, kind: ts.ScriptKind): string[] {
  const file = ts.createSourceFile(`sample.${ts.ScriptKind[kind].toLowerCase()}`, code, ts.ScriptTarget.Latest, true, kind)
  const out: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const seen = new Map<string, Set<'value' | 'get' | 'set'>>()
      for (const p of node.properties) {
        if (ts.isSpreadAssignment(p) || !p.name) continue
        const name = staticName(p.name)
        if (name === null) continue
        const slot = ts.isGetAccessorDeclaration(p) ? 'get' : ts.isSetAccessorDeclaration(p) ? 'set' : 'value'
        const slots = seen.get(name) ?? new Set()
        const clash = slot === 'value' ? slots.size > 0 : slots.has(slot) || slots.has('value')
        if (clash) out.push(`line ${file.getLineAndCharacterOfPosition(p.name.getStart(file)).line + 1}: duplicate key "${name}"`)
        slots.add(slot)
        seen.set(name, slots)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return out
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
  if (GO.has(f.lang)) return externalCheck('gofmt', ['-e'], f.value)
  if (RUST.has(f.lang)) return rustError(f.value)
  return null
}

/** rustfmt exits non-zero on a parse error; with --check it prints (or exits 1 on) formatting diffs on stdout, which are style, not syntax. */
function rustError(code: string): string | null {
  const res = spawnSync('rustfmt', ['--check', '--edition', '2021'], { input: code, encoding: 'utf8' })
  if (res.error) throw res.error
  if (res.status === 0 || !/\berror\b/.test(res.stderr)) return null
  return res.stderr.trim().split('\n').slice(0, 3).join(' ')
}

/** Languages whose checker is missing here: their samples are skipped, and the skip is reported. */
const missingChecker = (lang: string) => (GO.has(lang) && !HAS_GOFMT) || (RUST.has(lang) && !HAS_RUSTFMT)
const checked = (lang: string) => SCRIPT[lang] !== undefined || lang === 'json' || PYTHON.has(lang) || SHELL.has(lang) || GO.has(lang) || RUST.has(lang)

const optOut = (meta: string) => /\bskip-parse=(?:"([^"]+)"|'([^']+)')/.exec(meta)

/**
 * Every Python sample of the content parsed by ONE python3 process (a process per sample cost most of this file's time):
 * their texts as a JSON list on stdin, their errors (or null) as a JSON list on stdout.
 */
export function pythonErrors(codes: string[]): (string | null)[] {
  if (codes.length === 0) return []
  const script = 'import ast,json,sys\nout=[]\nfor c in json.load(sys.stdin):\n  try:\n    ast.parse(c); out.append(None)\n  except SyntaxError as e:\n    out.append(f"line {e.lineno}: {e.msg}")\nprint(json.dumps(out))'
  const res = spawnSync('python3', ['-c', script], { input: JSON.stringify(codes), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
  if (res.error) throw res.error
  if (res.status !== 0) throw new Error(`python3 could not check the samples: ${res.stderr}`)
  return JSON.parse(res.stdout) as (string | null)[]
}

describe('code samples parse', () => {
  it('catches a broken sample of each language', () => {
    expect(sampleError({ lang: 'js', meta: '', value: 'const a = {', line: 1 })).toMatch(/line 1/)
    expect(sampleError({ lang: 'ts', meta: '', value: 'let x: = 1', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'json', meta: '', value: '{"a": 1,}', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'python', meta: '', value: 'def f(:\n  pass', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'bash', meta: '', value: 'if true; then echo', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'js', meta: '', value: 'const ok = await fetch("x")\nexport {}', line: 1 })).toBeNull()
  })
  it('catches an object literal that names one key twice', () => {
    const twice = "const client = createClient({\n  url,\n  on: {\n    closed: () => clearTimeout(t),\n    ping: () => {},\n    'closed': (e) => console.log(e),\n  },\n})"
    expect(duplicateKeys(twice, ts.ScriptKind.JS)).toEqual(['line 6: duplicate key "closed"'])
    expect(duplicateKeys('const a = { 1: "x", 1.0: "y" }', ts.ScriptKind.TS)).toEqual(['line 1: duplicate key "1"'])
    expect(duplicateKeys('const b = { x: 1, get x() { return 2 } }', ts.ScriptKind.TS)).toEqual(['line 1: duplicate key "x"'])
    // spreads, computed keys, a getter/setter pair and the same key in two different objects are not duplicates
    const fine = "const k = 'a'\nconst o = { ...base, a: 1, [k]: 2, ['a']: 3, get v() { return 1 }, set v(x) {}, inner: { a: 4 } }\nconst p = { a: 5 }"
    expect(duplicateKeys(fine, ts.ScriptKind.TS)).toEqual([])
  })
  ;(HAS_GOFMT ? it : it.skip)(HAS_GOFMT ? 'catches a broken Go sample (gofmt -e)' : 'Go samples are not checked: gofmt is not installed (apt-get install golang)', () => {
    expect(sampleError({ lang: 'go', meta: '', value: 'package main\n\nfunc main() {\n\tx := \n}\n', line: 1 })).not.toBeNull()
    expect(sampleError({ lang: 'go', meta: '', value: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("ok") }\n', line: 1 })).toBeNull()
  })
  ;(HAS_RUSTFMT ? it : it.skip)(HAS_RUSTFMT ? 'catches a broken Rust sample (rustfmt --check)' : 'Rust samples are not checked: rustfmt is not installed (apt-get install rustfmt)', () => {
    expect(sampleError({ lang: 'rust', meta: '', value: 'fn main() { let a = ; }\n', line: 1 })).not.toBeNull()
    // badly formatted but valid: style is not the test's business
    expect(sampleError({ lang: 'rust', meta: '', value: 'fn main(){let a=1;println!("{}",a);}\n', line: 1 })).toBeNull()
  })
  const pages = contentFiles(path.join(root, 'content')).map((file) => ({ rel: path.relative(root, file), samples: fences(readFileSync(file, 'utf8')).filter((f) => checked(f.lang) && !missingChecker(f.lang)) }))
  const python = pages.flatMap((p) => p.samples.filter((f) => PYTHON.has(f.lang) && !optOut(f.meta)))
  const pythonResult = new Map<Fence, string | null>()
  const results = pythonErrors(python.map((f) => f.value))
  python.forEach((f, i) => pythonResult.set(f, results[i]))
  it('one python3 gives the same verdict as one process per sample', () => {
    const broken = { lang: 'python', meta: '', value: 'def f(:\n  pass', line: 1 }
    expect(pythonErrors([broken.value, 'x = 1\n'])).toEqual([expect.stringMatching(/^line 1: /), null])
    expect(sampleError(broken)).not.toBeNull()
  })
  for (const { rel, samples } of pages) {
    if (!samples.length) continue
    it(rel, () => {
      const failures: string[] = []
      for (const s of samples) {
        if (optOut(s.meta)) continue
        const err = pythonResult.has(s) ? pythonResult.get(s)! : sampleError(s)
        if (err) failures.push(`${rel}:${s.line} (${s.lang}): ${err}`)
      }
      expect(failures).toEqual([])
    })
  }
})

describe('JS/TS samples name no object key twice', () => {
  const pages = contentFiles(path.join(root, 'content')).map((file) => ({ rel: path.relative(root, file), samples: fences(readFileSync(file, 'utf8')).filter((f) => SCRIPT[f.lang] !== undefined) }))
  for (const { rel, samples } of pages) {
    if (!samples.length) continue
    it(rel, () => {
      const found: string[] = []
      for (const s of samples) {
        if (optOut(s.meta)) continue
        // sample line n is file line fence.line + n (the opening fence is fence.line)
        for (const d of duplicateKeys(s.value, SCRIPT[s.lang])) {
          const m = /^line (\d+): (.*)$/.exec(d)!
          found.push(`${rel}:${s.line + Number(m[1])}: ${m[2]}`)
        }
      }
      expect(found).toEqual([])
    })
  }
})
