/** The fixture's browser entry: the site's global stylesheets, then hydration of the server HTML (build.ts) and the page behaviours. */
import '../../../src/styles/global.css'
import '../../../src/styles/code.css'
import React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { FixtureApp } from './app'
import { startBehaviours } from '../../../src/behaviours/start'
import { navigate } from './gatsby'

const container = document.getElementById('___gatsby')
if (!container) throw new Error('navbar fixture: #___gatsby is missing from the page')
hydrateRoot(container, <FixtureApp initialPathname={window.location.pathname} />)
// The page behaviours, as gatsby-browser starts them on the site; links of the components navigate through
// window.___navigate (src/lib/navigate.ts), which Gatsby's runtime or the router provides on the site.
startBehaviours(window)
Object.assign(window, { ___navigate: navigate })
