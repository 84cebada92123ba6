/**
 * The two server blocks of deploy/nginx.conf: port 80 only redirects to
 * HTTPS, path and query kept; the HTTPS block speaks TLS 1.2 and 1.3 (not
 * older), offers HTTP/2, and sends Strict-Transport-Security.
 */
import { connect, type ConnectionOptions } from 'node:tls'
import { test, expect } from '@playwright/test'
import { site } from '../../src/config/site'
import { hsts } from '../../src/headers/node/policy'
import { NGINX_HOST, NGINX_PORT, NGINX_TLS_PORT } from './port'

const http = `http://${NGINX_HOST}:${NGINX_PORT}`
const https = `https://${NGINX_HOST}:${NGINX_TLS_PORT}`

/** Opens a TLS connection to the HTTPS block; resolves with what was negotiated, or the handshake error. */
function handshake(options: ConnectionOptions): Promise<{ protocol: string | null; alpn: string | false | null; cipher: string } | { error: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: NGINX_TLS_PORT, servername: NGINX_HOST, rejectUnauthorized: false, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol, cipher: socket.getCipher().name })
      socket.end()
    })
    socket.on('error', (err) => resolve({ error: err.message }))
  })
}

test('port 80 answers every request with a 301 to the same path and query on HTTPS, and serves nothing', async ({ request }) => {
  for (const p of ['/', '/docs/intro/?a=1&b=2', '/no-such-page', '/docs/category/solana/?utm=x', '/static/x.js']) {
    const r = await request.get(`${http}${p}`, { maxRedirects: 0 })
    expect(r.status(), p).toBe(301)
    expect(r.headers()['location'], p).toBe(`${https}${p}`)
    expect(await r.text(), p).not.toContain('<main')
  }
})

test('HTTPS serves the site, with Strict-Transport-Security from site.ts', async ({ request }) => {
  const r = await request.get(`${https}/docs/intro/`)
  expect(r.status()).toBe(200)
  expect(r.headers()['strict-transport-security']).toBe(hsts(site))
  expect(hsts(site)).toMatch(/^max-age=(\d+); includeSubDomains$/)
  expect(Number(/max-age=(\d+)/.exec(hsts(site))?.[1])).toBeGreaterThanOrEqual(31_536_000)
})

test('TLS 1.3 and 1.2 with a forward-secret AEAD cipher; HTTP/2 offered by ALPN', async () => {
  const tls13 = await handshake({ minVersion: 'TLSv1.3', ALPNProtocols: ['h2', 'http/1.1'] })
  expect(tls13).toMatchObject({ protocol: 'TLSv1.3', alpn: 'h2' })
  const tls12 = await handshake({ minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' })
  expect(tls12).toMatchObject({ protocol: 'TLSv1.2' })
  expect('cipher' in tls12 && tls12.cipher).toMatch(/^ECDHE-(ECDSA|RSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/)
})

test('TLS 1.1 and 1.0 are refused by the server, and so is a TLS 1.2 cipher without forward secrecy', async () => {
  // The client allows the old versions (security level 0), so a refusal comes from nginx.
  for (const version of ['TLSv1.1', 'TLSv1'] as const) {
    const old = await handshake({ minVersion: version, maxVersion: version, ciphers: 'DEFAULT@SECLEVEL=0' })
    expect(old, version).toHaveProperty('error')
  }
  const rsaKx = await handshake({ maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256' })
  expect(rsaKx).toHaveProperty('error')
})
