export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 9124)
