import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { renderToString } from 'react-dom/server'
import { Root } from './src/layout/components/Root'
import { site } from './src/config/site'
import { withConstantPageLoader, withoutRouterStyles } from './src/headers/lib/cspMarkup'
import { sharedStylesFirst } from './src/lib/headStyles'
import { colorModeScript, pathPrefixCheckScript } from './src/runtime/inlineScripts'
import { bootScript, withoutRuntime, type BootAssets } from './src/site/lib/pageScripts'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>

/**
 * The page body as one string. Gatsby's default renders it with
 * renderToPipeableStream and waits for everything to be ready; nothing of
 * ours suspends during server rendering (the one lazy component, the media
 * player, mounts only after a click), so the synchronous renderer gives the
 * same HTML without encoding every chunk to bytes and back: the static-HTML
 * phase of the 1,600-page build is about a third faster (BENCHMARKS.md).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  // Without the router's style attributes, which the policy would block (src/headers/lib/cspMarkup.tsx).
  replaceBodyHTMLString(withoutRouterStyles(renderToString(bodyComponent as React.ReactElement)))
}

/**
 * The dark theme for visitors without JavaScript whose system prefers dark,
 * computed from our stylesheets when the HTML renderer is compiled
 * (src/site/node/webpack.ts defines it). Reading files here would make Gatsby
 * mark every build as unsafe and re-render all pages in the next one.
 */
const noScriptDarkStyle = (): string => (typeof __NOSCRIPT_DARK_CSS__ === 'string' ? __NOSCRIPT_DARK_CSS__ : '')

/** The boot module of a production build (src/site/node/boot.ts); absent in `gatsby develop`. */
const bootAssets = (): BootAssets | null => (typeof __CS_BOOT__ === 'object' && __CS_BOOT__ ? (__CS_BOOT__ as BootAssets) : null)

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: site.locale.htmlLang, dir: site.locale.direction })
  setHeadComponents([
    <link key="icon" rel="icon" href={site.favicon} type="image/svg+xml" />,
    <meta key="tc-light" name="theme-color" content={site.themeColor.light} media="(prefers-color-scheme: light)" />,
    <meta key="tc-dark" name="theme-color" content={site.themeColor.dark} media="(prefers-color-scheme: dark)" />,
    <script key="prefix-check" dangerouslySetInnerHTML={{ __html: pathPrefixCheckScript() }} />,
    <noscript key="no-js-dark" dangerouslySetInnerHTML={{ __html: `<style>${noScriptDarkStyle()}</style>` }} />,
  ])
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />])
}

/**
 * Inline stylesheets in cascade order: Gatsby puts a template's CSS before the
 * shared stylesheet (global and layout styles), while client-side navigation
 * appends a template's stylesheet after it. Shared first, as in the browser, so
 * a page looks the same however it was reached (src/site/node/webpack.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  const boot = bootAssets()
  const head = sharedStylesFirst(getHeadComponents() as React.ReactNode[])
  if (!boot) {
    replaceHeadComponents(head)
    // Gatsby's page-loader script, the same text on every page, so one hash allows it (src/headers/lib/cspMarkup.tsx).
    replacePostBodyComponents(withConstantPageLoader(getPostBodyComponents() as React.ReactNode[]))
    return
  }
  // A production page: no Gatsby runtime, one boot module (src/site/lib/pageScripts.tsx).
  replaceHeadComponents([...withoutRuntime(head), bootScript(boot, pathname)])
  replacePostBodyComponents(withoutRuntime(getPostBodyComponents() as React.ReactNode[]))
}
