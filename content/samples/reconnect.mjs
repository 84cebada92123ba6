// reconnect.mjs: when a graphql-transport-ws client reconnects, and how long it waits.
// No dependencies. Node.js 18+ or any browser. Rule and reasons:
// /docs/subscriptions/silent-disconnect-reconnect/#the-reconnect-rule

/** Close codes after which a new connection can succeed. Every other code stops the client. */
export const RETRYABLE_CLOSE_CODES = new Set([
  1001, // server going away, for example during a deployment
  1005, // closed without a status code
  1006, // connection lost without a close frame
  1011, // internal server error
  1012, // service restart
  1013, // try again later
  1014, // bad gateway
  4408, // connection_init did not arrive in time (a slow network)
])

/**
 * Whether to open a new connection after a close. `code` is the websocket close code,
 * or undefined when the connection failed without one (refused, DNS, a stall timeout).
 * 4400 (invalid message), 4401 (subscribe before connection_ack), 4403 (token rejected),
 * 4409 and 4429 (client bugs) and 1000 (a close you asked for) all return false.
 */
export function shouldReconnect(code) {
  if (code === undefined || code === null) return true
  return RETRYABLE_CLOSE_CODES.has(code)
}

/**
 * Milliseconds to wait before reconnect number `attempt` (0 for the first):
 * capped exponential backoff with full jitter, a random value in [0, min(cap, base * 2^attempt)).
 */
export function nextDelay(attempt, { base = 1000, cap = 60_000, random = Math.random } = {}) {
  const step = Math.min(Math.max(0, Math.floor(attempt) || 0), 30)
  const ceiling = Math.min(cap, base * 2 ** step)
  return Math.floor(random() * ceiling)
}

/** Close code and reason of whatever ended a session: a close event, an error, or GraphQL errors. */
export function describeEnd(end) {
  if (Array.isArray(end)) {
    // The payload of an `error` message: the operation does not validate, so a retry repeats it.
    const reason = end.map((e) => (e && e.message) || String(e)).join('; ')
    return { code: undefined, reason: `operation rejected: ${reason}`, reconnect: false }
  }
  const code = typeof end?.code === 'number' ? end.code : undefined
  const reason = String(end?.reason || end?.message || (code === undefined ? 'no close code (network failure or stall)' : ''))
  return { code, reason, reconnect: shouldReconnect(code) }
}

function pause(ms, signal) {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

/**
 * Runs `session` (an async function that opens one connection and settles when it ends)
 * again and again under the rule above. Resolves with { code, reason } once the rule says
 * stop, or when `signal` aborts. The backoff starts over after a session that lasted
 * `healthyAfter` milliseconds.
 */
export async function runWithReconnect(session, options = {}) {
  const { healthyAfter = 120_000, signal, onRetry = () => {}, now = Date.now, sleep = pause } = options
  let attempt = 0
  for (;;) {
    const started = now()
    let end
    try {
      end = await session()
    } catch (error) {
      end = error
    }
    const outcome = describeEnd(end)
    if (signal?.aborted) return { ...outcome, reconnect: false, aborted: true }
    if (!outcome.reconnect) return outcome
    if (now() - started >= healthyAfter) attempt = 0
    const delay = nextDelay(attempt, options)
    attempt += 1
    onRetry({ ...outcome, attempt, delay })
    await sleep(delay, signal)
    if (signal?.aborted) return { ...outcome, reconnect: false, aborted: true }
  }
}
