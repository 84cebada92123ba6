/**
 * Every websocket client of the content that arms a pong timeout or a ping
 * interval clears it when the socket closes, and reads a message's data only
 * after its errors, or its fence says why not with client="…"
 * (tests/lib/truth/clients.ts; fixtures in meaning-checks.test.ts).
 */
import { checkClientTimers } from '../lib/truth/clients'
import { contentPages } from '../lib/truth/pages'

const pages = contentPages()

describe('websocket clients clear their pong and ping timers on close', () => {
  it('every client that arms a socket timer clears it in its close path and checks errors before data', () => {
    const problems: string[] = []
    for (const page of pages) for (const f of page.fences) for (const p of checkClientTimers(f)) problems.push(`${page.file}:${p.line}: ${p.message}`)
    expect(problems).toEqual([])
  })
})
