/**
 * The last step of the MDX compile: MDX's own pipeline has turned the
 * document into JSX (estree) with React props and its `_components` rule
 * applied; this recma plugin turns that JSX into the data tree of
 * src/lib/mdxTree.ts instead of JavaScript. Reading MDX's JSX, rather than
 * converting hast ourselves, keeps every detail that decides the rendered
 * HTML exactly as MDX had it: property names and values, `style` objects,
 * the white space dropped inside tables, which elements the components map
 * may replace.
 */
import { EXPLICIT_HTML, type MdxElement, type MdxNode, type MdxProps, type MdxTree } from '../../lib/mdxTree'
import { literalValue, NotLiteralError } from './dataOnly'

/** The estree (JSX) fields read here. */
type Node = {
  type: string
  name?: Node | string
  object?: Node
  property?: Node
  namespace?: Node
  id?: Node | null
  body?: Node | Node[]
  argument?: Node | null
  expression?: Node
  value?: unknown
  openingElement?: Node
  attributes?: Node[]
  children?: Node[]
  loc?: { start: { line: number; column: number } }
}

/** An error in the compiled JSX, with its line in the MDX body (as VFileMessage has it, for compileDoc's file:line). */
class TreeError extends Error {
  constructor(
    message: string,
    public readonly line: number | null,
  ) {
    super(message)
  }
}

const fail = (what: string, node: Node): never => {
  throw new TreeError(`The compiled MDX has ${what}, which the data tree cannot hold.`, node.loc?.start.line ?? null)
}

/** The name of an identifier (JSX or not), else ''. */
function identifier(node: Node | string | null | undefined): string {
  return typeof node === 'object' && node !== null && (node.type === 'JSXIdentifier' || node.type === 'Identifier') && typeof node.name === 'string' ? node.name : ''
}

/** A JavaScript identifier (estree-util-is-identifier-name's rule, which MDX applies). */
const JS_NAME = /^[$_\p{ID_Start}][$_\u{200C}\u{200D}\p{ID_Continue}]*$/u

/** The tree name of a JSX element name (see src/lib/mdxTree.ts). */
function elementName(node: Node): string {
  const name = node.openingElement?.name
  if (typeof name !== 'object') return fail('an element without a name', node)
  if (name.type === 'JSXMemberExpression') {
    // `_components.p`: an element from Markdown, which the components map may replace.
    if (identifier(name.object) === '_components' && identifier(name.property)) return identifier(name.property)
    return fail('a component name with a dot', node)
  }
  if (name.type === 'JSXNamespacedName') return `${EXPLICIT_HTML}${identifier(name.namespace)}:${identifier(name.name)}`
  const id = identifier(name)
  // MDX names elements whose tag is not a JavaScript name `_component0`, `_component1`…; Markdown never produces them.
  if (/^_component\d+$/.test(id)) return fail('an element name that is not a JavaScript name', node)
  // Explicit JSX keeps its lowercase names (`<sup>`); other names are components.
  return /^[a-z]/.test(id) || !JS_NAME.test(id) ? `${EXPLICIT_HTML}${id}` : id
}

function attributeName(node: Node | string | undefined): string {
  if (typeof node === 'object' && node.type === 'JSXNamespacedName') return `${identifier(node.namespace)}:${identifier(node.name)}`
  return identifier(node)
}

function literal(node: Node | undefined, where: Node): ReturnType<typeof literalValue> {
  try {
    return literalValue(node as Parameters<typeof literalValue>[0])
  } catch (err) {
    if (err instanceof NotLiteralError) return fail(`an expression that is not a literal (${err.message})`, where)
    throw err
  }
}

function props(node: Node): MdxProps | null {
  const attributes = node.openingElement?.attributes ?? []
  if (attributes.length === 0) return null
  const out: MdxProps = {}
  for (const a of attributes) {
    if (a.type === 'JSXAttribute') {
      const key = attributeName(a.name)
      const value = a.value as Node | null | undefined
      out[key] = value === null || value === undefined ? true : value.type === 'JSXExpressionContainer' ? literal(value.expression, a) : literal(value, a)
    } else if (a.type === 'JSXSpreadAttribute') {
      // MDX writes HTML properties that are not JSX names (`{...{"data-x:y": "1"}}`) as literal spreads.
      const spread = literal(a.argument ?? undefined, a)
      if (spread === null || typeof spread !== 'object' || Array.isArray(spread)) return fail('a spread attribute that is not an object', a)
      Object.assign(out, spread)
    } else fail(`an attribute of type ${a.type}`, a)
  }
  return out
}

function children(list: Node[] | undefined): MdxNode[] {
  const out: MdxNode[] = []
  for (const child of list ?? []) {
    if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      out.push(element(child))
    } else if (child.type === 'JSXExpressionContainer') {
      const e = child.expression
      // Comments (`{/* … */}`, HTML comments) render nothing.
      if (!e || e.type === 'JSXEmptyExpression') continue
      // Text: kept as MDX split it, so React renders the same text nodes.
      if (e.type === 'Literal' && typeof e.value === 'string') out.push(e.value)
      else fail('a JavaScript expression in the content', child)
    } else {
      fail(`a child of type ${child.type}`, child)
    }
  }
  return out
}

function element(node: Node): MdxElement {
  const name = node.type === 'JSXFragment' ? '' : elementName(node)
  const p = node.type === 'JSXFragment' ? null : props(node)
  const kids = children(node.children)
  return p ? [name, p, ...kids] : [name, ...kids]
}

/** The body's tree, from the program MDX compiled with `jsx: true` and `outputFormat: 'function-body'`. */
export function programToTree(program: Node): MdxTree {
  const body = Array.isArray(program.body) ? program.body : []
  const fn = body.find((n) => n.type === 'FunctionDeclaration' && identifier(n.id) === '_createMdxContent')
  const statements = fn && !Array.isArray(fn.body) && Array.isArray(fn.body?.body) ? fn.body.body : []
  const returned = statements.find((s) => s.type === 'ReturnStatement')?.argument
  // MDX returns the root fragment, its only element unwrapped, or null for an empty body.
  if (returned?.type === 'JSXFragment') return children(returned.children)
  if (returned?.type === 'JSXElement') return [element(returned)]
  if (returned?.type === 'Literal' && returned.value === null) return []
  throw new Error(`The MDX compiler returned ${returned?.type ?? 'nothing'} where content was expected.`)
}

/** Recma: the compiler of the pipeline, which puts the tree on `file.result` instead of JavaScript on `file.value`. */
export function recmaMdxTree(this: { Compiler?: unknown }) {
  Object.assign(this, { Compiler: (program: Node) => programToTree(program) })
}
