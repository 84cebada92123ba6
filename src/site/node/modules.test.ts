import { MODULES, ORDER_RULES, orderProblems } from './modules'

describe('the order of the build modules', () => {
  it('keeps every order rule', () => expect(orderProblems()).toEqual([]))

  it('names a broken rule and why it exists', () => {
    const { headers, ...rest } = MODULES
    const swapped = { headers, ...rest }
    expect(orderProblems(swapped)).toEqual(
      Object.keys(rest)
        .filter((n) => typeof (rest as Record<string, Record<string, unknown>>)[n].onPostBuild === 'function')
        .map((n) => `${n} must run before headers in onPostBuild: ${ORDER_RULES[0].why}`),
    )
    expect(orderProblems({ a: {} }, [{ api: 'onPostBuild', first: 'all others', then: 'a' as never, why: 'x' }])).toEqual(['a no longer implements onPostBuild: drop or change its order rule'])
  })
})

describe('the concern folders', () => {
  it('are the build modules: every src/*/index.ts is in MODULES, once, and nothing else is', () => {
    const { readdirSync, existsSync } = jest.requireActual<typeof import('node:fs')>('node:fs')
    const path = jest.requireActual<typeof import('node:path')>('node:path')
    const src = path.resolve(__dirname, '../..')
    const withIndex = readdirSync(src).filter((name) => existsSync(path.join(src, name, 'index.ts')))
    const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
    expect(withIndex.map(camel).sort()).toEqual(Object.keys(MODULES).sort())
  })
})
