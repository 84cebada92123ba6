/**
 * Tool calls take turns. Every call is CPU work on the one event loop (a
 * search, a page slice, a validation), so a client that sends many at once
 * would hold the loop for all of them in one tick and every other client
 * would wait. The scheduler runs one call at a time, yields to the event loop
 * before each (sockets, health checks and `ping` are served in between), and
 * takes the clients in turn: calls are queued per request and the queues are
 * served round-robin, so a request with one light call waits for at most one
 * call of each other request, never for a whole batch.
 *
 * Limits: at most `maxQueued` calls wait at once (more get a "busy" error
 * the client can retry), and a call whose request has been stopped (its
 * deadline passed, or the client went away) is dropped before it runs.
 */
export class BusyError extends Error {}
export class StoppedError extends Error {}

type Job = { run: () => void; drop: (err: Error) => void; signal?: AbortSignal }

export class FairScheduler {
  private readonly queues = new Map<object, Job[]>()
  private order: object[] = []
  private queued = 0
  private pumping = false

  constructor(readonly maxQueued: number) {}

  /** Calls waiting now (for tests and logs). */
  get waiting(): number {
    return this.queued
  }

  /** Runs `fn` in its turn among the calls of request `key`; rejects with BusyError when the queue is full, StoppedError when `signal` aborts first. */
  run<T>(key: object, fn: () => T, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new StoppedError('The request was stopped before this call ran.'))
    if (this.queued >= this.maxQueued) return Promise.reject(new BusyError(`The server is busy: ${this.queued} tool calls are waiting. Retry in a moment, or send fewer calls at once.`))
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        run: () => {
          try {
            resolve(fn())
          } catch (err) {
            reject(err)
          }
        },
        drop: reject,
        signal,
      }
      let q = this.queues.get(key)
      if (!q) {
        q = []
        this.queues.set(key, q)
        this.order.push(key)
      }
      q.push(job)
      this.queued++
      this.pump()
    })
  }

  private pump() {
    if (this.pumping) return
    this.pumping = true
    setImmediate(() => this.step())
  }

  private step() {
    const key = this.order.shift()
    if (key === undefined) {
      this.pumping = false
      return
    }
    const q = this.queues.get(key)!
    const job = q.shift()!
    this.queued--
    if (q.length) this.order.push(key)
    else this.queues.delete(key)
    if (job.signal?.aborted) job.drop(new StoppedError('The request was stopped (its time limit passed or the client went away) before this call ran.'))
    else job.run()
    // Yield before the next call: I/O callbacks and other requests run in between.
    setImmediate(() => this.step())
  }
}
