/**
 * .github/workflows/docs.yml cannot run here, so it is parsed and checked:
 * against the structure of the workflow schema (the keys GitHub accepts at each
 * level, steps with exactly one of `uses`/`run`, pinned actions, `needs` and
 * `steps.<id>` references that exist, well-formed expressions), then for what
 * the deployment issue asks of it. A full JSON-schema validator
 * (@action-validator/core) is not a dependency; this covers the parts a typo
 * breaks.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

type Step = Record<string, unknown> & { id?: string; uses?: string; run?: string; with?: Record<string, unknown> }
type Job = Record<string, unknown> & { steps?: Step[]; needs?: string | string[]; if?: string }
type Workflow = { name?: string; on: Record<string, unknown>; jobs: Record<string, Job>; [k: string]: unknown }

const file = path.resolve(__dirname, '../../.github/workflows/docs.yml')
const text = readFileSync(file, 'utf8')
const wf = parse(text) as Workflow

const TOP = ['name', 'run-name', 'on', 'permissions', 'env', 'defaults', 'concurrency', 'jobs']
const EVENTS = ['push', 'pull_request', 'pull_request_target', 'workflow_dispatch', 'schedule', 'release', 'workflow_call', 'merge_group', 'workflow_run']
const FILTERS = ['branches', 'branches-ignore', 'tags', 'tags-ignore', 'paths', 'paths-ignore', 'types']
const JOB = ['name', 'needs', 'permissions', 'runs-on', 'environment', 'concurrency', 'outputs', 'env', 'defaults', 'if', 'steps', 'timeout-minutes', 'strategy', 'continue-on-error', 'container', 'services', 'uses', 'with', 'secrets']
const STEP = ['id', 'if', 'name', 'uses', 'run', 'shell', 'with', 'env', 'continue-on-error', 'timeout-minutes', 'working-directory']
const PERMISSIONS = ['actions', 'attestations', 'checks', 'contents', 'deployments', 'discussions', 'id-token', 'issues', 'packages', 'pages', 'pull-requests', 'repository-projects', 'security-events', 'statuses']
const CONTEXTS = ['github', 'env', 'vars', 'secrets', 'steps', 'needs', 'matrix', 'strategy', 'runner', 'job', 'inputs']

const unknownKeys = (o: object, allowed: string[]) => Object.keys(o).filter((k) => !allowed.includes(k))

/** Every `${{ … }}` in a value, as [expression, where]. */
function expressions(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') for (const m of value.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) out.push([m[1].trim(), where])
  else if (Array.isArray(value)) value.forEach((v, i) => expressions(v, `${where}[${i}]`, out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) expressions(v, `${where}.${k}`, out)
  return out
}

describe('docs.yml against the workflow schema', () => {
  it('has only known top-level keys, a name, events and jobs', () => {
    expect(unknownKeys(wf, TOP)).toEqual([])
    expect(typeof wf.name).toBe('string')
    expect(Object.keys(wf.jobs).length).toBeGreaterThan(0)
  })

  it('listens to known events with known filters', () => {
    expect(unknownKeys(wf.on, EVENTS)).toEqual([])
    for (const [event, filter] of Object.entries(wf.on)) {
      if (filter === null) continue
      expect([event, unknownKeys(filter as object, FILTERS)]).toEqual([event, []])
    }
  })

  it('asks for known permissions, read-only', () => {
    const p = wf.permissions as Record<string, string>
    expect(unknownKeys(p, PERMISSIONS)).toEqual([])
    for (const v of Object.values(p)) expect(['read', 'none']).toContain(v)
  })

  it('jobs have valid ids, known keys, a runner and steps', () => {
    for (const [id, job] of Object.entries(wf.jobs)) {
      expect(id).toMatch(/^[_a-zA-Z][a-zA-Z0-9_-]*$/)
      expect([id, unknownKeys(job, JOB)]).toEqual([id, []])
      expect(typeof job['runs-on']).toBe('string')
      expect(Array.isArray(job.steps) && job.steps.length > 0).toBe(true)
      for (const need of [job.needs ?? []].flat()) expect(Object.keys(wf.jobs)).toContain(need)
    }
  })

  it('steps have known keys, exactly one of uses/run, pinned actions and unique ids', () => {
    for (const [id, job] of Object.entries(wf.jobs)) {
      const ids = new Set<string>()
      for (const [i, step] of (job.steps ?? []).entries()) {
        const where = `${id}.steps[${i}]`
        expect([where, unknownKeys(step, STEP)]).toEqual([where, []])
        expect([where, 'uses' in step, 'run' in step].filter(Boolean).length).toBe(2)
        if (step.uses) expect(step.uses).toMatch(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_./-]+@[A-Za-z0-9_.-]+$/)
        if (step.run) expect(typeof step.run).toBe('string')
        if (step.with) for (const v of Object.values(step.with)) expect(['string', 'number', 'boolean']).toContain(typeof v)
        if (step.id) {
          expect(step.id).toMatch(/^[_a-zA-Z][a-zA-Z0-9_-]*$/)
          expect(ids.has(step.id)).toBe(false)
          ids.add(step.id)
        }
      }
    }
  })

  it('expressions are closed, use known contexts and refer to earlier steps', () => {
    expect(text.split('${{').length).toBe(text.split('}}').length)
    for (const [id, job] of Object.entries(wf.jobs)) {
      const seen = new Set<string>()
      for (const [i, step] of (job.steps ?? []).entries()) {
        for (const [expr, where] of expressions(step, `${id}.steps[${i}]`)) {
          for (const m of expr.matchAll(/\b([a-z][a-z_]*)\.(?=[a-zA-Z_])/g)) {
            if (m.index && /[\w.'"]/.test(expr[m.index - 1])) continue
            expect([where, m[1], CONTEXTS.includes(m[1])]).toEqual([where, m[1], true])
          }
          for (const m of expr.matchAll(/\bsteps\.([A-Za-z0-9_-]+)\./g)) expect([where, m[1], seen.has(m[1])]).toEqual([where, m[1], true])
        }
        if (step.id) seen.add(step.id)
      }
    }
    for (const [expr, where] of expressions({ ...wf, jobs: undefined }, 'workflow')) {
      const ctx = /^([a-z][a-z_]*)\./.exec(expr)?.[1]
      if (ctx) expect([where, CONTEXTS.includes(ctx)]).toEqual([where, true])
    }
  })
})

describe('docs.yml does what the deployment issue asks', () => {
  const steps = (job: string) => wf.jobs[job]?.steps ?? []
  const runs = (job: string) => steps(job).map((s) => s.run ?? '')

  it('pull requests run npm ci, npm run lint and npm test', () => {
    expect(Object.keys(wf.on)).toEqual(expect.arrayContaining(['pull_request', 'push']))
    expect(wf.jobs.test.if).toContain("github.event_name == 'pull_request'")
    const r = runs('test')
    const at = (cmd: string) => r.findIndex((x) => x.startsWith(cmd))
    expect(at('npm ci')).toBeGreaterThan(-1)
    expect(at('npm run lint')).toBeGreaterThan(at('npm ci'))
    expect(at('npm test')).toBeGreaterThan(at('npm run lint'))
  })

  it('pushes to main restore .cache and public keyed by the fingerprint, run build:ci and publish public/ with the diff', () => {
    expect((wf.on.push as { branches: string[] }).branches).toEqual(['main'])
    expect(wf.jobs.build.if).toContain("github.event_name == 'push'")
    const s = steps('build')
    const fp = s.findIndex((x) => x.run?.includes('scripts/build-ci.mjs --fingerprint'))
    const cache = s.findIndex((x) => x.uses?.startsWith('actions/cache@'))
    const build = s.findIndex((x) => x.run?.startsWith('npm run build:ci'))
    expect(fp).toBeGreaterThan(-1)
    expect(cache).toBeGreaterThan(fp)
    expect(build).toBeGreaterThan(cache)
    const w = s[cache].with as Record<string, string>
    expect(w.path.split('\n').map((p) => p.trim()).filter(Boolean)).toEqual(['.cache', 'public'])
    expect(w.key).toContain(`steps.${s[fp].id}.outputs.hash`)
    const uploads = s.slice(build).filter((x) => x.uses?.startsWith('actions/upload-artifact@')).map((x) => String(x.with?.path))
    expect(uploads.some((p) => p.trim() === 'public/')).toBe(true)
    expect(uploads.some((p) => p.includes('public/deploy-diff.json'))).toBe(true)
  })
})
