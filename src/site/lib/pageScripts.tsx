/**
 * The scripts of a production page (gatsby-ssr's onPreRenderHTML): Gatsby's
 * runtime goes, the boot module comes (src/site/node/boot.ts). Everything
 * Gatsby adds to run its app is removed: the page loader and chunk map
 * scripts, the compilation hash, the app, framework and webpack-runtime
 * scripts and any preload or prefetch of scripts and page data. Inline
 * scripts of our own (colour mode, path-prefix check) and the Head output
 * stay. In `gatsby develop` nothing changes.
 */
import React from 'react'

export type BootAssets = { src: string; islands: string[] }

type Props = { sliceId?: string; id?: string; src?: string; rel?: string; as?: string; href?: string; dangerouslySetInnerHTML?: { __html: string } }

const GATSBY_SCRIPT_IDS = new Set(['gatsby-script-loader', 'gatsby-chunk-mapping'])

/** Whether a head or post-body element belongs to Gatsby's client runtime. */
export function isRuntimeElement(node: React.ReactNode): boolean {
  if (!React.isValidElement(node)) return false
  const p = node.props as Props
  // With slices on, Gatsby renders its scripts (chunk map, compilation hash, app, framework, runtime) as the slice "_gatsby-scripts".
  if (p.sliceId === '_gatsby-scripts') return true
  if (node.type === 'script') {
    if (p.id && GATSBY_SCRIPT_IDS.has(p.id)) return true
    if (typeof p.src === 'string' && /^\/(?:webpack-runtime|framework|app|commons|polyfill)-[0-9a-f]+\.js$/.test(p.src)) return true
    const text = p.dangerouslySetInnerHTML?.__html ?? ''
    return /^\s*window\.___webpackCompilationHash=/.test(text)
  }
  if (node.type === 'link') {
    const rel = String(p.rel ?? '')
    if ((rel === 'preload' || rel === 'prefetch' || rel === 'modulepreload') && (p.as === 'script' || p.as === 'fetch' || /\.js$|page-data|app-data/.test(String(p.href ?? '')))) return true
  }
  return false
}

/** The boot module's tag: a module script (deferred), with the islands bundle's URLs and the page's path. */
export function bootScript(boot: BootAssets, pagePath: string): React.ReactElement {
  return <script key="cs-boot" type="module" src={boot.src} data-cs-boot="" data-islands={boot.islands.join(' ')} data-page-path={pagePath} />
}

export function withoutRuntime(nodes: React.ReactNode[]): React.ReactNode[] {
  return nodes.filter((n) => !isRuntimeElement(n))
}
