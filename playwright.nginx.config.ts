import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { NGINX_PORT } from './tests/nginx/port'

/**
 * The host configuration suite: the production build (public/) served by
 * Debian's nginx with deploy/nginx.conf on a loopback port (started and
 * stopped by tests/nginx/global-setup.ts), in Debian's Chromium.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/nginx',
  globalSetup: './tests/nginx/global-setup.ts',
  webServer: undefined,
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
})
