import { PRODUCTION_LOCAL_IDENT, setLocalIdentName, splitCssByTemplate } from './webpack'

const cssLoader = (modules: unknown) => ({ loader: '/repo/node_modules/css-loader/dist/cjs.js', options: { modules } })

describe('setLocalIdentName', () => {
  it('sets the pattern on every css-loader with CSS modules, however deep, and leaves the rest alone', () => {
    const withModules = cssLoader({ namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]' })
    const nested = cssLoader({ localIdentName: '[name]--[local]--[hash:hex:5]' })
    const plain = cssLoader(false)
    const other = { loader: '/repo/node_modules/postcss-loader/dist/cjs.js', options: { modules: { localIdentName: 'x' } } }
    const rules = [{ oneOf: [{ use: [withModules, plain, other] }, { rules: [{ use: [nested] }] }] }, { test: /\.js$/ }]
    expect(setLocalIdentName(rules, PRODUCTION_LOCAL_IDENT)).toBe(2)
    expect((withModules.options.modules as { localIdentName: string }).localIdentName).toBe('[local]_[hash:hex:5]')
    expect((nested.options.modules as { localIdentName: string }).localIdentName).toBe('[local]_[hash:hex:5]')
    expect(plain.options.modules).toBe(false)
    expect(other.options.modules.localIdentName).toBe('x')
  })

  it('reports when there is nothing to change (the build then fails loudly)', () => {
    expect(setLocalIdentName([{ use: [cssLoader(false)] }], PRODUCTION_LOCAL_IDENT)).toBe(0)
    expect(setLocalIdentName(undefined, PRODUCTION_LOCAL_IDENT)).toBe(0)
  })
})

describe('splitCssByTemplate', () => {
  const css = (name: string) => ({ type: 'css/mini-extract', name })
  const js = { type: 'javascript/auto' }
  const chunks = (initial: number, async: number) => [...Array.from({ length: initial }, () => ({ canBeInitial: () => true })), ...Array.from({ length: async }, () => ({ canBeInitial: () => false }))]
  const where = new Map<unknown, ReturnType<typeof chunks>>()
  const context = { chunkGraph: { getModuleChunksIterable: (m: unknown) => where.get(m) ?? [] } }
  const gatsbyStyles = () => ({ chunks: undefined as string | undefined, test: (m: unknown, _c?: unknown) => (m as { type: string }).type === 'css/mini-extract' })

  it('keeps global and layout CSS in the shared stylesheet and a family’s CSS with its template', () => {
    const styles = gatsbyStyles()
    const config = { optimization: { splitChunks: { cacheGroups: { framework: { chunks: 'all' }, styles } } } }
    expect(splitCssByTemplate(config, 20)).toBe(true)
    const global = css('global.css')
    const layout = css('Navbar.module.css')
    const blog = css('Blog.module.css')
    const reference = css('Reference.module.css')
    where.set(global, chunks(1, 0)).set(layout, chunks(0, 20)).set(blog, chunks(0, 7)).set(reference, chunks(0, 1))
    expect(styles.chunks).toBe('all')
    expect(styles.test(global, context)).toBe(true)
    expect(styles.test(layout, context)).toBe(true)
    expect(styles.test(blog, context)).toBe(false)
    expect(styles.test(reference, context)).toBe(false)
    expect(styles.test(js, context)).toBe(false)
    expect(config.optimization.splitChunks.cacheGroups.framework.chunks).toBe('all')
  })

  it('does nothing when the config has no such group', () => {
    expect(splitCssByTemplate({}, 20)).toBe(false)
    expect(splitCssByTemplate({ optimization: { splitChunks: false } }, 20)).toBe(false)
    expect(splitCssByTemplate({ optimization: { splitChunks: { cacheGroups: { styles: { chunks: 'all' } } } } }, 20)).toBe(false)
  })
})
