/** The fixture's HTML renderer, bundled for Node by build.ts: the page body and its head, as Gatsby renders a page. */
import React from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { Seo } from '../../../src/layout/components/Seo'
import { FixtureApp } from './app'
import { NAVBAR_FIXTURE_TITLE } from './config'

export function render(pathname: string): { head: string; body: string } {
  return {
    head: renderToStaticMarkup(<Seo title={NAVBAR_FIXTURE_TITLE} path={pathname} noindex />),
    body: renderToString(<FixtureApp initialPathname={pathname} />),
  }
}
