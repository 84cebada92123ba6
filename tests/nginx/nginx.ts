/**
 * Runs Debian's nginx with deploy/nginx.conf against the build: a main
 * config under a temporary folder (pid, logs, temp paths), the site's root and
 * a loopback listen address substituted. Used by the Playwright global setup
 * of the nginx suite; `npm test` skips the suite when nginx is missing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const DEPLOY_ROOT = '/srv/chainstrata-docs/public'

/** deploy/nginx.conf with the build folder as root and a loopback listen address. */
export function siteConfig(template: string, publicDir: string, port: number): string {
  if (!template.includes('listen 80;') || !template.includes(DEPLOY_ROOT)) throw new Error('deploy/nginx.conf: expected "listen 80;" and the root ' + DEPLOY_ROOT)
  return template.replace('listen 80;', `listen 127.0.0.1:${port};`).split(DEPLOY_ROOT).join(publicDir)
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

export type RunningNginx = { dir: string; port: number; stop: () => void }

export function startNginx(publicDir: string, port: number, repoRoot = process.cwd()): RunningNginx {
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error(`No build in ${publicDir}: run gatsby build first.`)
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-nginx-'))
  const siteFile = path.join(dir, 'site.conf')
  writeFileSync(siteFile, siteConfig(readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'), path.resolve(publicDir), port))
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, mainConfig(dir, siteFile))
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]
  try {
    execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'inherit' })
    execFileSync(NGINX, args, { stdio: 'inherit' })
  } catch (err) {
    rmSync(dir, { recursive: true, force: true })
    throw err
  }
  return {
    dir,
    port,
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
}
