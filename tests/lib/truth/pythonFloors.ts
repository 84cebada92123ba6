/**
 * Python floors against exact pins (sweep-libraries, issue 37, 2026-11-29). A
 * page that pins a package with `pkg==X` and, in the same code block or the
 * same prose paragraph or list, says "Python 3.N+" (or "3.N or newer") must
 * not name a Python older than the one that release installs on: pip finds no
 * matching version there and the install step fails.
 *
 * Floors, from each project's own metadata:
 * - websockets: 14.0 needs 3.9, 16.0 needs 3.10, 17.0 needs 3.11
 *   (python-websockets/websockets docs/project/changelog.rst; pyproject.toml
 *   requires-python at tags 16.0 and 17.0).
 * - requests: 2.33.0 and later need 3.10 (psf/requests pyproject.toml
 *   requires-python at v2.33.0 and v2.34.2).
 *
 * Only `==` pins count: a lower bound lets pip fall back to an older release
 * that still installs. A unit is a fence, or a run of non-blank prose lines
 * outside fences (a paragraph, or a list such as Prerequisites).
 */
export type FloorFinding = { line: number; message: string }

type Floor = { pkg: string; from: number[]; python: [number, number] }

/** Newest first within a package: the first entry whose version the pin reaches applies. */
const FLOORS: Floor[] = [
  { pkg: 'websockets', from: [17, 0], python: [3, 11] },
  { pkg: 'websockets', from: [16, 0], python: [3, 10] },
  { pkg: 'websockets', from: [14, 0], python: [3, 9] },
  { pkg: 'requests', from: [2, 33, 0], python: [3, 10] },
]

const cmp = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d) return d
  }
  return 0
}

/** The Python a pinned release needs, or null when the table does not know the package or the release. */
export function pythonFloor(pkg: string, version: string): [number, number] | null {
  const v = version.split('.').map(Number)
  if (v.some(Number.isNaN)) return null
  for (const f of FLOORS) if (f.pkg === pkg.toLowerCase() && cmp(v, f.from) >= 0) return f.python
  return null
}

const PIN = /(?<![\w.-])([A-Za-z][\w.-]*)==(\d+(?:\.\d+)*)/g
const STATED = /\bPython\s+(3)\.(\d+)\s*(?:\+|or\s+(?:newer|later))/g

type Unit = { start: number; lines: string[] }

/** Fences and prose paragraphs, each with its first line (1-based). */
function units(source: string): Unit[] {
  const lines = source.split('\n')
  const out: Unit[] = []
  let prose: Unit | null = null
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})/.exec(lines[i])
    if (open) {
      prose = null
      const marker = open[2]
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`)
      const body: Unit = { start: i + 2, lines: [] }
      let j = i + 1
      for (; j < lines.length && !close.test(lines[j]); j++) body.lines.push(lines[j])
      out.push(body)
      i = j
      continue
    }
    if (!lines[i].trim()) {
      prose = null
      continue
    }
    if (!prose) out.push((prose = { start: i + 1, lines: [] }))
    prose.lines.push(lines[i])
  }
  return out
}

export function checkPythonFloors(source: string): FloorFinding[] {
  const out: FloorFinding[] = []
  for (const u of units(source)) {
    const pins: { pkg: string; version: string; needs: [number, number] }[] = []
    for (const l of u.lines) {
      for (const m of l.matchAll(PIN)) {
        const needs = pythonFloor(m[1], m[2])
        if (needs) pins.push({ pkg: m[1], version: m[2], needs })
      }
    }
    if (!pins.length) continue
    const need = pins.reduce((a, p) => (cmp(p.needs, a.needs) > 0 ? p : a))
    u.lines.forEach((l, k) => {
      for (const m of l.matchAll(STATED)) {
        const stated: [number, number] = [Number(m[1]), Number(m[2])]
        if (cmp(stated, need.needs) < 0) {
          out.push({ line: u.start + k, message: `says Python ${stated.join('.')} is enough, but ${need.pkg}==${need.version} needs Python ${need.needs.join('.')} or newer: pip finds no matching release on ${stated.join('.')}` })
        }
      }
    })
  }
  return out
}
