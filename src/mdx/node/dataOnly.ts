/**
 * MDX content is data (DECISIONS.md, "Docs rendering"): the site renders a
 * compiled tree and never evaluates code, so the parts of MDX that are
 * JavaScript cannot survive compilation. This remark plugin rejects them
 * with the file and line, and `literalValue` reads the one kind of
 * expression that is data: a literal attribute value (`open={true}`,
 * `items={["a", "b"]}`), from the estree MDX parsed it into, without eval.
 */
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import type { MdxValue } from '../../lib/mdxTree'

/** The few estree fields the literal reader looks at. */
type Estree = {
  type: string
  value?: unknown
  regex?: unknown
  bigint?: unknown
  operator?: string
  prefix?: boolean
  argument?: Estree
  elements?: (Estree | null)[]
  properties?: Estree[]
  key?: Estree
  name?: string
  kind?: string
  computed?: boolean
  method?: boolean
  shorthand?: boolean
  expressions?: Estree[]
  quasis?: { value: { cooked?: string | null } }[]
  body?: Estree[]
  expression?: Estree
}

export class NotLiteralError extends Error {}

/**
 * The value of an estree expression made only of literals: strings, finite
 * numbers (a leading minus included), booleans, null, template strings
 * without placeholders, and arrays and objects of those. Anything else
 * (a name, a call, an operator, a function) throws NotLiteralError.
 */
export function literalValue(node: Estree | null | undefined): MdxValue {
  if (!node) throw new NotLiteralError('empty expression')
  switch (node.type) {
    case 'Literal': {
      if (node.regex || node.bigint !== undefined) break
      const v = node.value
      if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v
      if (typeof v === 'number' && Number.isFinite(v)) return v
      break
    }
    case 'UnaryExpression': {
      const arg = node.argument
      if (node.operator === '-' && node.prefix !== false && arg?.type === 'Literal' && typeof arg.value === 'number' && Number.isFinite(arg.value)) return -arg.value
      break
    }
    case 'TemplateLiteral': {
      const quasi = node.quasis?.[0]?.value.cooked
      if (!node.expressions?.length && node.quasis?.length === 1 && typeof quasi === 'string') return quasi
      break
    }
    case 'ArrayExpression':
      return (node.elements ?? []).map((el) => {
        if (!el || el.type === 'SpreadElement') throw new NotLiteralError('holes and spreads are not literals')
        return literalValue(el)
      })
    case 'ObjectExpression': {
      const out: { [key: string]: MdxValue } = {}
      for (const p of node.properties ?? []) {
        if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method || p.shorthand || !p.key) throw new NotLiteralError('only plain `key: value` properties are literals')
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' && (typeof p.key.value === 'string' || typeof p.key.value === 'number') ? String(p.key.value) : undefined
        if (key === undefined) throw new NotLiteralError('the key of an object must be a plain name or string')
        if (key === '__proto__') throw new NotLiteralError('`__proto__` is not a data key')
        out[key] = literalValue(p.value as Estree)
      }
      return out
    }
  }
  throw new NotLiteralError(`${node.type} is not a literal`)
}

/** The expression of a program MDX parsed from `{…}`, or null for a comment-only one. */
export function expressionOf(program: unknown): Estree | null {
  const body = (program as Estree | undefined)?.body
  if (!body || body.length === 0) return null
  const first = body[0]
  return first.type === 'ExpressionStatement' && body.length === 1 && first.expression ? first.expression : { type: first.type }
}

type VFileLike = { fail(reason: string, place?: unknown, origin?: string): never }
/**
 * The mdast fields read here: MDX's ESM and expression nodes (`value`, the
 * estree in `data`) and its JSX elements (`name`, `attributes`).
 */
type Node = {
  type: string
  value?: unknown
  data?: { estree?: unknown }
  name?: string | null
  attributes?: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]
  children?: Node[]
  position?: unknown
}

const HINT = 'MDX content is rendered from data, not run as code (DECISIONS.md, "Docs rendering")'

/** Remark: fails on imports, exports, JavaScript expressions and attributes that are not literals. */
export function remarkDataOnly() {
  return (tree: Node, file: VFileLike) => {
    const fail = (reason: string, node: { position?: unknown }, fallback: { position?: unknown }): never => file.fail(`${reason}. ${HINT}.`, node.position ? node : fallback, 'chainstrata:data-only')
    const walk = (node: Node) => {
      if (node.type === 'mdxjsEsm') {
        const word = /^\s*(\w+)/.exec(String(node.value))?.[1] ?? 'import/export'
        fail(`\`${word}\` statements are not supported in MDX content: every component is available without an import, and values belong in content/data (use :data[…])`, node, node)
      } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const estree = node.data?.estree
        if (!estree || expressionOf(estree) !== null) {
          fail(`JavaScript expressions are not supported in MDX content: \`{${String(node.value).trim().slice(0, 40)}}\`. Write the text itself, a component, or a :data[…] directive; only comments \`{/* … */}\` are allowed`, node, node)
        }
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const tag = node.name ?? ''
        if (tag.includes('.')) fail(`<${tag}>: component names with a dot are not supported; use a component of src/mdx/components/components.tsx`, node, node)
        for (const attr of node.attributes ?? []) {
          if (attr.type === 'mdxJsxExpressionAttribute') {
            fail(`<${tag}>: spread attributes \`{${attr.value.slice(0, 40)}}\` are not supported; write each attribute with a literal value`, attr, node)
          } else if (attr.value && typeof attr.value === 'object') {
            try {
              literalValue(expressionOf(attr.value.data?.estree))
            } catch (err) {
              if (!(err instanceof NotLiteralError)) throw err
              fail(`<${tag}>: the attribute \`${attr.name}={${attr.value.value.slice(0, 40)}}\` is not a literal (${err.message}); attribute values may be strings, numbers, booleans, null, and arrays or objects of those`, attr, node)
            }
          }
        }
      }
      for (const child of node.children ?? []) walk(child)
    }
    walk(tree)
  }
}
