/**
 * The build modules: one per concern folder, each its folder's index.ts, in
 * the order gatsby-node.ts runs their handlers of each Gatsby API. Where a
 * module reads what another produced through files rather than a value, the
 * order matters: ORDER_RULES says which and why, and
 * src/site/node/modules.test.ts holds MODULES to them. Any other order in the
 * list is incidental (none of the others reads what another wrote).
 */
import * as docs from '../../docs'
import * as reference from '../../reference'
import * as redirects from '../../redirects'
import * as blog from '../../blog'
import * as search from '../../search'
import * as aiReaders from '../../ai-readers'
import * as mcp from '../../mcp'
import * as site from '..'
import * as headers from '../../headers'

/** One entry per concern folder (its index.ts); gatsby-node.ts runs each Gatsby API over them in this order. */
export const MODULES = { docs, site, reference, redirects, blog, search, aiReaders, mcp, headers }

export type ModuleName = keyof typeof MODULES

export type OrderRule = { api: 'onPostBuild' | 'onPostBootstrap'; first: ModuleName[] | 'all others'; then: ModuleName; why: string }

export const ORDER_RULES: OrderRule[] = [
  {
    api: 'onPostBuild',
    first: 'all others',
    then: 'headers',
    why: 'headers reads every HTML file in public/ to hash its inline scripts and write the meta policy, so every module that writes HTML (the redirect refresh pages) must have run',
  },
]

/** Broken rules, each as a sentence; [] when MODULES keeps them all. */
export function orderProblems(modules: Record<string, Partial<Record<string, unknown>>> = MODULES, rules: OrderRule[] = ORDER_RULES): string[] {
  const order = Object.keys(modules)
  const runs = (name: string, api: string) => typeof modules[name]?.[api] === 'function'
  const problems: string[] = []
  for (const rule of rules) {
    if (!runs(rule.then, rule.api)) {
      problems.push(`${rule.then} no longer implements ${rule.api}: drop or change its order rule`)
      continue
    }
    const first = rule.first === 'all others' ? order.filter((n) => n !== rule.then && runs(n, rule.api)) : rule.first
    for (const name of first) {
      if (order.indexOf(name) > order.indexOf(rule.then)) problems.push(`${name} must run before ${rule.then} in ${rule.api}: ${rule.why}`)
    }
  }
  return problems
}
