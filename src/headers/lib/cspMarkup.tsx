/**
 * Gatsby's own markup, made to fit the Content-Security-Policy without
 * 'unsafe-inline' (DECISIONS "Content-Security-Policy"). Used by gatsby-ssr.
 *
 * - The router writes two style attributes (the focus wrapper's outline and
 *   the route announcer's visually-hidden box), which a policy without
 *   'unsafe-inline' would drop, leaving the announcer visible. The server HTML
 *   loses them and src/styles/global.css carries the same rules. React does
 *   not patch attributes while hydrating, and sets styles through the DOM
 *   (which the policy allows) when it renders these elements afresh.
 * - Gatsby's page-loader script holds the page path, so its text, and its hash,
 *   would differ on every page. Its text becomes the same on every page and the
 *   path moves into a data attribute that the script reads.
 */
import React from 'react'

export const FOCUS_WRAPPER = { from: '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">', to: '<div tabindex="-1" id="gatsby-focus-wrapper">' }
export const ANNOUNCER = {
  from: '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true">',
  to: '<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true">',
}

/**
 * The body HTML without the router's style attributes. Markup that differs
 * (another Gatsby version) is left as it is: the build's scan of public/
 * then stops on the style attribute and names the file (src/headers/node/inline.ts).
 */
export function withoutRouterStyles(body: string): string {
  return body.replace(FOCUS_WRAPPER.from, FOCUS_WRAPPER.to).replace(ANNOUNCER.from, ANNOUNCER.to)
}

export const PAGE_LOADER_ID = 'gatsby-script-loader'
const LOADER = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");(.*)\/\*\]\]>\*\/$/s

/** Gatsby's page-loader script text → the same text on every page, and the page path it held. */
export function constantPageLoader(text: string): { text: string; pagePath: string } {
  const m = LOADER.exec(text)
  if (!m) throw new Error(`Gatsby's page-loader script changed (src/headers/lib/cspMarkup.tsx): ${text.slice(0, 120)}`)
  return { text: `window.pagePath=document.currentScript.getAttribute("data-page-path");${m[2]}`, pagePath: JSON.parse(m[1]) as string }
}

type ScriptElement = React.ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>

/** The post-body components with Gatsby's page loader in its constant form. */
export function withConstantPageLoader(components: React.ReactNode[]): React.ReactNode[] {
  const out = components.map((c) => {
    if (!React.isValidElement(c) || c.type !== 'script') return c
    const el = c as ScriptElement
    if (el.props.id !== PAGE_LOADER_ID || !el.props.dangerouslySetInnerHTML) return c
    const { text, pagePath } = constantPageLoader(el.props.dangerouslySetInnerHTML.__html)
    return <script key="script-loader" id={PAGE_LOADER_ID} data-page-path={pagePath} dangerouslySetInnerHTML={{ __html: text }} />
  })
  // Without a loader (the HTML shell of `gatsby develop`, which sends no policy) nothing changes.
  return out
}
