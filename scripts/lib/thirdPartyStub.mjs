/**
 * For browser measurements only: an HTTPS server on 127.0.0.1 that answers
 * every third-party request (analytics, tag manager, chatbot) with an empty
 * 200 response. The real hosts cannot be reached from this machine, and a
 * failed vendor script makes Lighthouse count console errors that a visitor's
 * browser would not see. Chromium is pointed at it with --host-resolver-rules
 * and told to accept its throwaway self-signed certificate.
 */
import { createServer } from 'node:https'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export async function startThirdPartyStub() {
  const dir = mkdtempSync(join(tmpdir(), 'cs-stub-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=third-party-stub', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'], { stdio: 'ignore' })
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    const js = /\.js($|\?)|gtag|gtm/.test(req.url ?? '')
    res.writeHead(200, { 'content-type': js ? 'application/javascript' : 'text/plain', 'access-control-allow-origin': '*' })
    res.end(js ? '/* third-party stub */' : '')
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const port = server.address().port
  return {
    port,
    /** Chromium flags that send every host but 127.0.0.1 to the stub. */
    chromeFlags: [`--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`, '--ignore-certificate-errors'],
    close() {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
