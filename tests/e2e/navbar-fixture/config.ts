/**
 * What identifies the test-only fixture pages. They are never part of the
 * site's build: tests/e2e/global-setup.ts bundles them into a temporary
 * folder and the specs that need them serve them to their own browser page
 * (route.ts), under a prefix that no page of public/ uses.
 * tests/after-build/no-test-routes.test.ts checks that nothing here reaches public/.
 */
import type { Locale } from '../../../src/layout/lib/navbar'

export const FIXTURE_PREFIX = '/__fixtures__/'

/** The navbar fixture page (every navbar item type, two locales, hide-on-scroll on). */
export const NAVBAR_FIXTURE = `${FIXTURE_PREFIX}navbar/`
export const NAVBAR_FIXTURE_TITLE = 'Navbar fixture'

/** The second locale of the fixture (right to left), which the site does not have. */
export const FIXTURE_LOCALE: Locale = { code: 'ar', label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregorian', path: 'ar' }

/** The environment variable through which the global setup tells the test workers where the bundle is. */
export const FIXTURE_DIR_ENV = 'NAVBAR_FIXTURE_DIR'
