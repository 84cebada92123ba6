import React from 'react'
import { sharedStylesFirst } from './headStyles'

const style = (href: string) => <style key={href} data-href={href} />
const names = (list: React.ReactNode[]) => list.map((c) => (React.isValidElement(c) ? String((c.props as Record<string, unknown>)['data-href'] ?? c.type) : String(c)))

describe('sharedStylesFirst', () => {
  it('moves the shared stylesheet before the template stylesheet and keeps the rest in place', () => {
    const meta = <meta key="m" name="x" />
    const title = <title key="t">T</title>
    const list = [meta, style('/component---src-templates-doc-tsx.abc.css'), style('/styles.0123abcd.css'), title]
    expect(names(sharedStylesFirst(list))).toEqual(['meta', '/styles.0123abcd.css', '/component---src-templates-doc-tsx.abc.css', 'title'])
  })

  it('works under a path prefix and leaves lists without a shared or another stylesheet alone', () => {
    const prefixed = [style('/docs-site/component---x.1.css'), style('/docs-site/styles.ff.css')]
    expect(names(sharedStylesFirst(prefixed))).toEqual(['/docs-site/styles.ff.css', '/docs-site/component---x.1.css'])
    const only = [<meta key="m" />, style('/styles.ff.css')]
    expect(sharedStylesFirst(only)).toBe(only)
    const none = [<meta key="m" />, style('/component---x.1.css')]
    expect(sharedStylesFirst(none)).toBe(none)
  })
})
