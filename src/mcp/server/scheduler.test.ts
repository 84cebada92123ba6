import { BusyError, FairScheduler, StoppedError } from './scheduler'

const tick = () => new Promise((r) => setImmediate(r))

describe('FairScheduler', () => {
  it('takes requests in turn: a one-call request waits for one call of the busy request, not for its whole batch', async () => {
    const s = new FairScheduler(100)
    const order: string[] = []
    const heavy = {}
    const light = {}
    const batch = Array.from({ length: 5 }, (_, i) => s.run(heavy, () => order.push(`heavy${i}`)))
    const one = s.run(light, () => order.push('light'))
    await Promise.all([...batch, one])
    expect(order).toEqual(['heavy0', 'light', 'heavy1', 'heavy2', 'heavy3', 'heavy4'])
  })

  it('yields to the event loop between calls', async () => {
    const s = new FairScheduler(100)
    const key = {}
    const seen: string[] = []
    const calls = [s.run(key, () => seen.push('a')), s.run(key, () => seen.push('b'))]
    setImmediate(() => seen.push('io'))
    await Promise.all(calls)
    expect(seen.indexOf('io')).toBeLessThan(seen.indexOf('b'))
  })

  it('refuses calls beyond its queue with a busy error, and runs the rest', async () => {
    const s = new FairScheduler(2)
    const key = {}
    const a = s.run(key, () => 1)
    const b = s.run(key, () => 2)
    await expect(s.run(key, () => 3)).rejects.toBeInstanceOf(BusyError)
    await expect(Promise.all([a, b])).resolves.toEqual([1, 2])
    expect(s.waiting).toBe(0)
  })

  it('drops the calls of a stopped request before they run, and passes errors on', async () => {
    const s = new FairScheduler(10)
    const ctl = new AbortController()
    let ran = 0
    const first = s.run({}, () => ran++, ctl.signal)
    const second = s.run({}, () => ran++, ctl.signal)
    ctl.abort()
    await expect(first).rejects.toBeInstanceOf(StoppedError)
    await expect(second).rejects.toBeInstanceOf(StoppedError)
    expect(ran).toBe(0)
    await expect(s.run({}, () => { throw new Error('boom') })).rejects.toThrow('boom')
    await tick()
  })
})
