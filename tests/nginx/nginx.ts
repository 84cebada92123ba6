/**
 * Runs Debian's nginx with deploy/nginx.conf against the build: a main
 * config under a temporary folder (pid, logs, temp paths), and in the site
 * config the build folder as root, a throwaway self-signed certificate made
 * with openssl, a server name and loopback listen addresses substituted.
 * Both server blocks run: the HTTP one (a redirect) and the HTTPS one (the site).
 * Used by the nginx suite's global setup and by its Observatory scan;
 * `npm test` skips the suite when nginx is missing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const DEPLOY_ROOT = '/srv/chainstrata-docs/public'
export const DEPLOY_NAME = 'docs.chainstrata.example'
export const DEPLOY_CERT = '/etc/ssl/chainstrata-docs/fullchain.pem'
export const DEPLOY_KEY = '/etc/ssl/chainstrata-docs/privkey.pem'

export type SiteOptions = {
  publicDir: string
  httpPort: number
  httpsPort: number
  cert: string
  key: string
  serverName: string
  bind?: string
  /** Port of the MCP server the /mcp location proxies to (8787 in deploy/nginx.conf). */
  mcpPort?: number
}

/** The upstream line of deploy/nginx.conf that names the MCP server. */
export const DEPLOY_MCP_UPSTREAM = '    server 127.0.0.1:8787;\n'

/** Replaces exactly `count` occurrences of `from`, or fails naming what deploy/nginx.conf lacks. */
function replaceAll(text: string, from: string, to: string, count: number): string {
  const parts = text.split(from)
  if (parts.length - 1 !== count) throw new Error(`deploy/nginx.conf: expected ${count} × "${from}", found ${parts.length - 1}`)
  return parts.join(to)
}

/** deploy/nginx.conf with the test's root, certificate, name and loopback addresses. */
export function siteConfig(template: string, o: SiteOptions): string {
  const bind = o.bind ?? '127.0.0.1'
  let conf = template
  conf = replaceAll(conf, '    listen 80;\n', `    listen ${bind}:${o.httpPort};\n`, 1)
  conf = replaceAll(conf, '    listen [::]:80;\n', '', 1)
  conf = replaceAll(conf, '    listen 443 ssl http2;\n', `    listen ${bind}:${o.httpsPort} ssl http2;\n`, 1)
  conf = replaceAll(conf, '    listen [::]:443 ssl http2;\n', '', 1)
  conf = replaceAll(conf, `server_name ${DEPLOY_NAME};`, `server_name ${o.serverName};`, 2)
  if (o.httpsPort !== 443) conf = replaceAll(conf, 'return 301 https://$server_name$request_uri;', `return 301 https://$server_name:${o.httpsPort}$request_uri;`, 1)
  conf = replaceAll(conf, DEPLOY_CERT, o.cert, 1)
  conf = replaceAll(conf, DEPLOY_KEY, o.key, 1)
  conf = replaceAll(conf, DEPLOY_MCP_UPSTREAM, `    server 127.0.0.1:${o.mcpPort ?? 8787};\n`, 1)
  if (!conf.includes(DEPLOY_ROOT)) throw new Error(`deploy/nginx.conf: expected the root ${DEPLOY_ROOT}`)
  return conf.split(DEPLOY_ROOT).join(o.publicDir)
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'pipe' })
  return { cert, key }
}

export function mainConfig(dir: string, siteFile: string): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${root}worker_processes 1;
daemon on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${siteFile};
}
`
}

export type RunningNginx = { dir: string; httpPort: number; httpsPort: number; cert: string; stop: () => void }

export function startNginx(publicDir: string, ports: { http: number; https: number; mcp?: number }, serverName = 'localhost', repoRoot = process.cwd()): RunningNginx {
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error(`No build in ${publicDir}: run gatsby build first.`)
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-nginx-'))
  try {
    const { cert, key } = selfSignedCertificate(dir)
    const siteFile = path.join(dir, 'site.conf')
    const template = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
    writeFileSync(siteFile, siteConfig(template, { publicDir: path.resolve(publicDir), httpPort: ports.http, httpsPort: ports.https, cert, key, serverName, mcpPort: ports.mcp }))
    const conf = path.join(dir, 'nginx.conf')
    writeFileSync(conf, mainConfig(dir, siteFile))
    const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]
    execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' })
    execFileSync(NGINX, args, { stdio: 'inherit' })
    return {
      dir,
      httpPort: ports.http,
      httpsPort: ports.https,
      cert,
      stop: () => {
        try {
          execFileSync(NGINX, [...args, '-s', 'quit'], { stdio: 'inherit' })
        } finally {
          // nginx removes its pid file when it has exited; wait for that before removing the folder.
          const deadline = Date.now() + 5000
          while (existsSync(path.join(dir, 'nginx.pid')) && Date.now() < deadline) execFileSync('sleep', ['0.1'])
          rmSync(dir, { recursive: true, force: true })
        }
      },
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw err
  }
}
