/**
 * The stream schemas of streams-schema/ are data: every .proto parses and
 * loads with its imports, every message, field, enum value and RPC carries a
 * comment (the message reference of the docs is generated from them, see
 * src/mdx/node/protoReference.ts), and the protobuf-decoding samples of
 * content/ only name messages that exist.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import protobuf from 'protobufjs'
import { contentFiles, fences } from './contentFiles'

const root = path.resolve(__dirname, '../..')
const schemaDir = path.join(root, 'streams-schema')

function protoFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...protoFiles(full))
    else if (name.endsWith('.proto')) out.push(full)
  }
  return out.sort()
}

const files = protoFiles(schemaDir)
const rel = (f: string) => path.relative(schemaDir, f)

function loadAll(): protobuf.Root {
  const r = new protobuf.Root()
  r.resolvePath = (_origin, target) => path.resolve(schemaDir, target)
  r.loadSync(files, { keepCase: true, alternateCommentMode: true })
  r.resolveAll()
  return r
}

function walkTypes(ns: protobuf.NamespaceBase, out: protobuf.ReflectionObject[] = []): protobuf.ReflectionObject[] {
  for (const o of ns.nestedArray) {
    if (o instanceof protobuf.Type || o instanceof protobuf.Enum || o instanceof protobuf.Service) out.push(o)
    if (o instanceof protobuf.Namespace) walkTypes(o, out)
  }
  return out
}

describe('stream schemas (streams-schema/)', () => {
  it('has the four chains and the Solana gRPC service', () => {
    const names = files.map(rel)
    for (const chain of ['evm', 'solana', 'tron', 'bitcoin']) expect(names.some((n) => n.startsWith(`${chain}/`))).toBe(true)
    expect(names).toContain(path.join('solana', 'grpc', 'stream.proto'))
  })

  for (const file of files) {
    it(`${rel(file)} parses as proto3 in a chainstrata.*.v1 package`, () => {
      const source = readFileSync(file, 'utf8')
      const parsed = protobuf.parse(source, { keepCase: true, alternateCommentMode: true })
      // protobufjs does not report the syntax line: read it from the text
      expect(source).toMatch(/^syntax = "proto3";$/m)
      expect(parsed.package).toMatch(/^chainstrata\.(evm|solana|tron|bitcoin)(\.grpc)?\.v1$/)
      const chain = rel(file).split(path.sep)[0]
      expect(parsed.package?.split('.')[1]).toBe(chain)
    })
  }

  it('loads with every import resolved', () => {
    expect(() => loadAll()).not.toThrow()
  })

  it('documents every message, field, enum value, service and method with a comment', () => {
    const missing: string[] = []
    for (const obj of walkTypes(loadAll())) {
      const where = `${path.relative(schemaDir, obj.filename ?? '')}: ${obj.fullName}`
      if (!obj.comment?.trim()) missing.push(where)
      if (obj instanceof protobuf.Type) for (const f of obj.fieldsArray) if (!f.comment?.trim()) missing.push(`${where}.${f.name}`)
      if (obj instanceof protobuf.Enum) for (const v of Object.keys(obj.values)) if (!obj.comments[v]?.trim()) missing.push(`${where}.${v}`)
      if (obj instanceof protobuf.Service) for (const m of obj.methodsArray) if (!m.comment?.trim()) missing.push(`${where}.${m.name}`)
    }
    expect(missing).toEqual([])
  })
})

/** Names of messages that samples may use: full names, and per Go package alias / Python module. */
function known() {
  const all = walkTypes(loadAll()).filter((o): o is protobuf.Type | protobuf.Enum => o instanceof protobuf.Type || o instanceof protobuf.Enum)
  const fullNames = new Set(all.map((o) => o.fullName.replace(/^\./, '')))
  const byGoAlias = new Map<string, Set<string>>()
  const byPyModule = new Map<string, Set<string>>()
  for (const o of all) {
    const pkg = o.fullName.replace(/^\./, '').split('.')
    const alias = pkg[pkg.length - 3] === 'grpc' ? `${pkg[pkg.length - 4]}grpcv1` : `${pkg[pkg.length - 3]}v1`
    if (!byGoAlias.has(alias)) byGoAlias.set(alias, new Set())
    byGoAlias.get(alias)!.add(o.name)
    const mod = `${path.basename(o.filename ?? '', '.proto')}_pb2`
    if (!byPyModule.has(mod)) byPyModule.set(mod, new Set())
    byPyModule.get(mod)!.add(o.name)
    // Enum values are module constants in Python (stream_pb2.TOPIC_TRANSFERS) and Enum_VALUE constants in Go.
    if (o instanceof protobuf.Enum)
      for (const v of Object.keys(o.values)) {
        byPyModule.get(mod)!.add(v)
        byGoAlias.get(alias)!.add(`${o.name}_${v}`)
      }
  }
  return { fullNames, byGoAlias, byPyModule }
}

const DECODING_LANGS = new Set(['go', 'js', 'javascript', 'mjs', 'ts', 'typescript', 'python', 'py', 'rust', 'rs'])

/** Message names a sample refers to: full names, lookupType("…") arguments, Go package aliases and Python _pb2 modules. */
export function referencedMessages(code: string) {
  const fullNames = [...code.matchAll(/\bchainstrata\.(?:evm|solana|tron|bitcoin)(?:\.grpc)?\.v1\.[A-Za-z_]\w*/g)].map((m) => m[0])
  const lookups = [...code.matchAll(/lookup(?:Type|Enum)?\(\s*['"`]([\w.]+)['"`]/g)].map((m) => m[1])
  const goRefs = [...code.matchAll(/\b((?:evm|solana|tron|bitcoin)(?:grpc)?v1)\.([A-Z]\w*)/g)].map((m) => ({ alias: m[1], name: m[2] }))
  const pyRefs = [...code.matchAll(/\b(\w+_pb2)\.([A-Z]\w*)/g)].map((m) => ({ module: m[1], name: m[2] }))
  return { fullNames: [...new Set([...fullNames, ...lookups])], goRefs, pyRefs }
}

describe('protobuf samples of content/ name real messages', () => {
  it('finds the references of each kind in a sample', () => {
    const refs = referencedMessages('root.lookupType("chainstrata.evm.v1.DexBlockMessage")\nvar m evmv1.DexBlockMessage\nmsg = dex_block_pb2.DexBlockMessage()')
    expect(refs.fullNames).toEqual(['chainstrata.evm.v1.DexBlockMessage'])
    expect(refs.goRefs).toEqual([{ alias: 'evmv1', name: 'DexBlockMessage' }])
    expect(refs.pyRefs).toEqual([{ module: 'dex_block_pb2', name: 'DexBlockMessage' }])
  })
  it('knows enum values as Python module constants and Go Enum_VALUE names', () => {
    const k = known()
    expect(k.byPyModule.get('stream_pb2')?.has('TOPIC_TRANSFERS')).toBe(true)
    expect(k.byGoAlias.get('solanagrpcv1')?.has('Topic_TOPIC_TRANSFERS')).toBe(true)
  })
  const { fullNames, byGoAlias, byPyModule } = known()
  for (const file of contentFiles(path.join(root, 'content'))) {
    const samples = fences(readFileSync(file, 'utf8')).filter((f) => DECODING_LANGS.has(f.lang))
    const withRefs = samples.map((s) => ({ s, refs: referencedMessages(s.value) })).filter(({ refs }) => refs.fullNames.length + refs.goRefs.length + refs.pyRefs.length > 0)
    if (!withRefs.length) continue
    const where = path.relative(root, file)
    it(where, () => {
      const unknown: string[] = []
      for (const { s, refs } of withRefs) {
        for (const n of refs.fullNames) if (!fullNames.has(n)) unknown.push(`${where}:${s.line}: ${n}`)
        for (const r of refs.goRefs) if (byGoAlias.has(r.alias) && !byGoAlias.get(r.alias)!.has(r.name)) unknown.push(`${where}:${s.line}: ${r.alias}.${r.name}`)
        for (const r of refs.pyRefs) if (byPyModule.has(r.module) && !byPyModule.get(r.module)!.has(r.name)) unknown.push(`${where}:${s.line}: ${r.module}.${r.name}`)
      }
      expect(unknown).toEqual([])
    })
  }
})
