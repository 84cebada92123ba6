import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { NGINX_HOST, NGINX_TLS_PORT } from './tests/nginx/port'

/**
 * The host configuration suite: the production build (public/) served by
 * Debian's nginx with deploy/nginx.conf on two loopback ports, HTTP and HTTPS
 * with a throwaway self-signed certificate (started and stopped by
 * tests/nginx/global-setup.ts), in Debian's Chromium. The browser and the
 * request context accept that certificate; the Observatory scan trusts it
 * through NODE_EXTRA_CA_CERTS.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/nginx',
  globalSetup: './tests/nginx/global-setup.ts',
  webServer: undefined,
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : [['list']],
  use: { ...base.use, baseURL: `https://${NGINX_HOST}:${NGINX_TLS_PORT}`, ignoreHTTPSErrors: true },
})
