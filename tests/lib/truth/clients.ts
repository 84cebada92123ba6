/**
 * Websocket clients that leave a stale timer behind (issue 37, sweep-pong).
 * A client that pings the server and arms a pong timeout
 * (`pongTimer = setTimeout(() => socket?.terminate(), 5_000)`) must clear that
 * timer when the socket closes: after a server-side close and a quick
 * reconnect, the old socket's timer otherwise fires and terminates the NEW,
 * healthy connection (the handler reads the socket variable the reconnect has
 * just replaced), and rows delivered in that gap are lost. A ping interval that
 * is not cleared on close keeps pinging a dead socket. The reference is the
 * `closed: () => clearTimeout(pongTimer)` handler of
 * content/docs/subscriptions/silent-disconnect-reconnect.mdx.
 *
 * Decided per code fence:
 * - JS/TS: a `setTimeout`/`setInterval` whose callback closes or terminates a
 *   socket or sends a ping is assigned to a name, and `clearTimeout(name)` /
 *   `clearInterval(name)` runs in a close path: a `closed`/`close`/`onclose`
 *   handler or a `finally` block (the clear is on the handler's line, or inside
 *   a block whose opening line names one).
 * - Python: a `call_later`, `threading.Timer` or `create_task` of a
 *   ping/pong/heartbeat coroutine is `.cancel()`ed in a `finally:` block or a
 *   close handler.
 * - Go: a `time.NewTicker`/`NewTimer`/`AfterFunc` in a fence that pings is
 *   stopped with `defer name.Stop()` (or `name.Stop()` in a close handler).
 * - A websocket client that arms such a timer and reads `data` of a message
 *   looks at `errors` first (a `next` with errors carries null data).
 * A fence that shows the bug on purpose opts out with `client="reason"`.
 */

import type { Fence } from '../../unit/contentFiles'

export type ClientFinding = { line: number; message: string }

export const CLIENT_META = /(?:^|\s)client="([^"]+)"/

const JS = new Set(['js', 'javascript', 'mjs', 'cjs', 'jsx', 'ts', 'typescript', 'tsx'])
const PY = new Set(['python', 'py', 'python3'])
const GO = new Set(['go', 'golang'])

/** What a close path looks like on the line that opens it (or on the clear's own line, before the clear). */
const CLOSE_PATH = /\bclosed?\s*[:=](?!=)|\bclosed?\s*\([^()]*\)\s*(?:=>|\{)|['"`]close['"`]|\bonclose\b|\bfinally\b|\bon_?[cC]lose\b|\bSetCloseHandler\b|\bcase\s*<-\s*done\b/

/** The text of a call from its opening parenthesis to the matching close (strings and comments are not parsed: the pages' callbacks have balanced parentheses). */
function callText(src: string, open: number): string {
  let depth = 0
  for (let i = open; i < src.length; i++) {
    if (src[i] === '(') depth++
    else if (src[i] === ')' && --depth === 0) return src.slice(open, i + 1)
  }
  return src.slice(open)
}

const lineAt = (src: string, index: number) => src.slice(0, index).split('\n').length

/** The text before each brace that opens a block enclosing `index`, from the start of its line. */
function enclosingOpeners(src: string, index: number): string[] {
  const out: string[] = []
  let depth = 0
  for (let i = index - 1; i >= 0; i--) {
    const c = src[i]
    if (c === '}') depth++
    else if (c === '{') {
      if (depth === 0) out.push(src.slice(src.lastIndexOf('\n', i - 1) + 1, i))
      else depth--
    }
  }
  return out
}

/** True when the call at `index` runs in a close path of a JS/TS client. */
function inJsClosePath(src: string, index: number): boolean {
  const start = src.lastIndexOf('\n', index - 1) + 1
  if (CLOSE_PATH.test(src.slice(start, index))) return true
  return enclosingOpeners(src, index).some((l) => CLOSE_PATH.test(l.replace(/\/\/.*$/, '')))
}

function checkJs(fence: Fence): ClientFinding[] {
  const src = fence.value
  const out: ClientFinding[] = []
  const armed = /(?:(?:\b(?:const|let|var)\s+)?((?:this\.)?[A-Za-z_$][\w$]*)\s*=\s*)?\b(setTimeout|setInterval)\s*\(/g
  let socketTimer = false
  for (const m of src.matchAll(armed)) {
    const open = m.index + m[0].length - 1
    const callback = callText(src, open)
    // A timer that acts on a socket: it closes or terminates it, or sends a ping on it.
    if (!/\.(?:terminate|close)\s*\(|\.ping\s*\(|['"]ping['"]/.test(callback)) continue
    socketTimer = true
    const line = fence.line + lineAt(src, m.index)
    const kind = m[2] === 'setTimeout' ? 'pong timeout' : 'ping interval'
    const clear = m[2] === 'setTimeout' ? 'clearTimeout' : 'clearInterval'
    const name = m[1]
    if (!name) {
      out.push({ line, message: `a ${kind} (${m[2]}) that acts on the socket is not kept in a variable, so nothing can clear it when the socket closes: assign it and call ${clear}(…) in the close handler (closed: / on('close') / finally), as silent-disconnect-reconnect.mdx does` })
      continue
    }
    const esc = name.replace(/[.$]/g, '\\$&')
    const clears = [...src.matchAll(new RegExp(`\\bclear(?:Timeout|Interval)\\s*\\(\\s*${esc}\\s*\\)`, 'g'))]
    if (clears.some((c) => inJsClosePath(src, c.index))) continue
    out.push({
      line,
      message: `the ${kind} \`${name}\` is not cleared when the socket closes: after a server-side close and a quick reconnect the old timer fires ${kind === 'pong timeout' ? 'and kills the new, healthy connection (rows delivered in that gap are lost)' : 'and keeps pinging a dead socket'}; add ${clear}(${name}) to the close handler (\`closed: () => ${clear}(${name})\` with graphql-ws, on('close') with ws, or a finally), or say why with client="…" on the fence`,
    })
  }
  if (socketTimer) out.push(...checkErrorsFirst(fence))
  return out
}

/** A client reads `data` of a message only after looking at its `errors`. */
function checkErrorsFirst(fence: Fence): ClientFinding[] {
  // Comments and imports (`from './data.js'`) are not reads; blanked, not removed, so lines keep their numbers.
  const src = fence.value.replace(/\/\/.*$/gm, '').replace(/^\s*#.*$/gm, '').replace(/^\s*(?:import|from)\s.*$/gm, '')
  // A read goes into the data (`msg.data.EVM`, `data?.Solana`, `payload["data"]["EVM"]`); destructuring `{ data, errors }` is not one.
  const read = /\bdata\s*(?:\?\.|\.(?=\s*\w)|\[)|\[\s*['"]data['"]\s*\]|\.get\(\s*['"]data['"]/.exec(src)
  if (!read) return []
  if (/\berrors\b/.test(src.slice(0, read.index))) return []
  return [
    {
      line: fence.line + lineAt(src, read.index),
      message: 'the client reads the message\'s data without looking at its errors first: a `next` that carries errors has null data, and reading it throws (which looks like a dropped connection); log the errors and skip the message',
    },
  ]
}

function checkPython(fence: Fence): ClientFinding[] {
  const src = fence.value
  const lines = src.split('\n')
  const out: ClientFinding[] = []
  const armed = /^(\s*)([A-Za-z_][\w.]*)\s*=\s*(?:await\s+)?(?:[\w.]*\.call_later|threading\.Timer|asyncio\.(?:create_task|ensure_future)|[\w.]*\.create_task)\s*\(/gm
  let socketTimer = false
  for (const m of src.matchAll(armed)) {
    const open = m.index + m[0].length - 1
    const callback = callText(src, open)
    if (!/ping|pong|heartbeat|keepalive|\.close\s*\(/i.test(callback)) continue
    socketTimer = true
    const name = m[2]
    const esc = name.replace(/\./g, '\\.')
    const ok = lines.some((l, i) => {
      if (!new RegExp(`\\b${esc}\\.cancel\\s*\\(`).test(l)) return false
      // The enclosing blocks: lines above with less indentation.
      let indent = /^\s*/.exec(l)![0].length
      for (let j = i - 1; j >= 0; j--) {
        if (!lines[j].trim()) continue
        const ind = /^\s*/.exec(lines[j])![0].length
        if (ind < indent) {
          if (/^\s*(?:finally\s*:|except\b.*Closed|(?:async\s+)?def\s+\w*close)/i.test(lines[j])) return true
          indent = ind
        }
      }
      return false
    })
    if (ok) continue
    out.push({
      line: fence.line + lineAt(src, m.index),
      message: `the ping/pong timer \`${name}\` is not cancelled when the connection closes: call ${name}.cancel() in a finally: block around the connection (or say why with client="…" on the fence)`,
    })
  }
  if (socketTimer) out.push(...checkErrorsFirst(fence))
  return out
}

function checkGo(fence: Fence): ClientFinding[] {
  const src = fence.value
  if (!/ping|pong|heartbeat/i.test(src)) return []
  const out: ClientFinding[] = []
  for (const m of src.matchAll(/\b([A-Za-z_]\w*)\s*:?=\s*time\.(NewTicker|NewTimer|AfterFunc)\s*\(/g)) {
    const name = m[1]
    if (new RegExp(`\\bdefer\\s+${name}\\.Stop\\s*\\(`).test(src)) continue
    const stops = [...src.matchAll(new RegExp(`\\b${name}\\.Stop\\s*\\(`, 'g'))]
    if (stops.some((s) => inJsClosePath(src, s.index))) continue
    out.push({
      line: fence.line + lineAt(src, m.index),
      message: `the ${m[2]} \`${name}\` is not stopped when the connection closes: add \`defer ${name}.Stop()\` in the function that owns the connection (or say why with client="…" on the fence)`,
    })
  }
  return out
}

/** The findings of one code fence. */
export function checkClientTimers(fence: Fence): ClientFinding[] {
  if (CLIENT_META.test(fence.meta)) return []
  if (JS.has(fence.lang)) return checkJs(fence)
  if (PY.has(fence.lang)) return checkPython(fence)
  if (GO.has(fence.lang)) return checkGo(fence)
  return []
}
