import { startNginx } from './nginx'
import { NGINX_PORT } from './port'

/** Starts nginx on the loopback port before the suite; the returned function stops it afterwards. */
export default async function globalSetup() {
  const nginx = startNginx('public', NGINX_PORT)
  console.log(`nginx serves public/ at http://127.0.0.1:${NGINX_PORT}/ (config in ${nginx.dir})`)
  return async () => nginx.stop()
}
