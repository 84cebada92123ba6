import { LatestPerChannel } from './latest'

describe('LatestPerChannel', () => {
  it('skips a queued keystroke once a newer one of its channel arrived, and only that', () => {
    const l = new LatestPerChannel()
    const t = { id: 1, channel: 'suggest' }
    const tr = { id: 2, channel: 'suggest' }
    const page = { id: 3 }
    for (const r of [t, tr, page]) l.arrived(r)
    expect(l.superseded(t)).toBe(true)
    expect(l.superseded(tr)).toBe(false)
    // The results page has no channel: always answered.
    expect(l.superseded(page)).toBe(false)
  })

  it('keeps channels apart', () => {
    const l = new LatestPerChannel()
    const a = { id: 1, channel: 'suggest' }
    const b = { id: 2, channel: 'other' }
    l.arrived(a)
    l.arrived(b)
    expect(l.superseded(a)).toBe(false)
    expect(l.superseded(b)).toBe(false)
  })
})
