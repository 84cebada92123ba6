import { clientRouteForClick, type ClickLike } from './clientNavigation'

const click = (over: Partial<ClickLike> = {}): ClickLike => ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...over })
const a = (attrs: Record<string, string>) => ({ getAttribute: (n: string) => attrs[n] ?? null })

describe('clientRouteForClick', () => {
  it.each([
    ['a plain click on a route', click(), a({ href: '/docs/graphql-reference/objects/evm/' }), '/docs/graphql-reference/objects/evm/'],
    ['a middle click', click({ button: 1 }), a({ href: '/x/' }), null],
    ['ctrl-click (new tab)', click({ ctrlKey: true }), a({ href: '/x/' }), null],
    ['meta-click', click({ metaKey: true }), a({ href: '/x/' }), null],
    ['shift-click', click({ shiftKey: true }), a({ href: '/x/' }), null],
    ['an already handled click', click({ defaultPrevented: true }), a({ href: '/x/' }), null],
    ['an in-page anchor', click(), a({ href: '#fields' }), null],
    ['an external link', click(), a({ href: 'https://ide.example/?q=1' }), null],
    ['a protocol-relative link', click(), a({ href: '//evil.example/' }), null],
    ['a new-tab link', click(), a({ href: '/x/', target: '_blank' }), null],
    ['a download', click(), a({ href: '/x.json', download: '' }), null],
    ['no anchor', click(), null, null],
  ])('%s', (_what, event, anchor, expected) => expect(clientRouteForClick(event, anchor)).toBe(expected))
})
