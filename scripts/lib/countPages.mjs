/** The number of `index.html` files below a static build folder: its pages (Gatsby's and Docusaurus' layout alike). */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

export function countPages(dir) {
  let n = 0
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name))
      else if (e.name === 'index.html') n++
    }
  }
  walk(dir)
  return n
}
