import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { Root } from './src/components/Root'
import { site } from './src/config/site'
import { colorModeScript, pathPrefixCheckScript } from './src/runtime/inlineScripts'

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <Root>{element}</Root>

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: site.locale.htmlLang, dir: site.locale.direction })
  setHeadComponents([
    <link key="icon" rel="icon" href={site.favicon} type="image/svg+xml" />,
    <meta key="tc-light" name="theme-color" content={site.themeColor.light} media="(prefers-color-scheme: light)" />,
    <meta key="tc-dark" name="theme-color" content={site.themeColor.dark} media="(prefers-color-scheme: dark)" />,
    <script key="prefix-check" dangerouslySetInnerHTML={{ __html: pathPrefixCheckScript() }} />,
  ])
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript() }} />])
}
