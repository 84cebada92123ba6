import { startNginx } from './nginx'
import { NGINX_PORT, NGINX_TLS_PORT } from './port'

/** Starts nginx on the loopback ports before the suite; the returned function stops it afterwards. */
export default async function globalSetup() {
  const nginx = startNginx('public', { http: NGINX_PORT, https: NGINX_TLS_PORT })
  console.log(`nginx serves public/ at https://localhost:${NGINX_TLS_PORT}/ and redirects http://localhost:${NGINX_PORT}/ there (config in ${nginx.dir})`)
  return async () => nginx.stop()
}
