/**
 * The MCP server as it runs in production: compiled to JavaScript
 * (`npm run build:mcp`), started by plain Node with the heap the systemd unit
 * sets, with only the production dependencies resolvable
 * (tests/lib/prod-deps-only.cjs), in its own process so that its memory can
 * be measured and a crash is seen as one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const repo = path.resolve(__dirname, '../..')
export const MCP_ENTRY = path.join(repo, 'dist/mcp/src/mcp/server/main.js')

/** The unit's heap (--max-old-space-size, MiB) and memory cap (MemoryMax, MiB). */
export function unitLimits(unit = readFileSync(path.join(repo, 'deploy/chainstrata-docs-mcp.service'), 'utf8')): { heapMiB: number; memoryMaxMiB: number } {
  const heap = /--max-old-space-size=(\d+)/.exec(unit)
  const max = /^MemoryMax=(\d+)([MG])$/m.exec(unit)
  if (!heap || !max) throw new Error('deploy/chainstrata-docs-mcp.service must set --max-old-space-size in ExecStart and MemoryMax in M or G')
  return { heapMiB: Number(heap[1]), memoryMaxMiB: Number(max[1]) * (max[2] === 'G' ? 1024 : 1) }
}

export function compileServer(): void {
  execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', path.join(repo, 'tsconfig.mcp.json')], { stdio: 'inherit' })
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

/** Peak resident memory of a process in MiB (VmHWM). */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024
}

export async function startServer(publicDir: string, port: number): Promise<ChildProcess> {
  // Another server on the port (a run that did not stop) would answer the health check for ours: refuse to start.
  const taken = await fetch(`http://127.0.0.1:${port}/mcp/health`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`Port ${port} already answers /mcp/health: stop the server that holds it, or set MCP_PORT.`)
  const { heapMiB } = unitLimits()
  const child = spawn(process.execPath, ['-r', path.join(repo, 'tests/lib/prod-deps-only.cjs'), `--max-old-space-size=${heapMiB}`, MCP_ENTRY, '--http', '--site', publicDir, '--port', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The MCP server exited with code ${child.exitCode} before it answered.`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/mcp/health`)
      if (res.ok) return child
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error('The MCP server did not answer /mcp/health within 60 s.')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
