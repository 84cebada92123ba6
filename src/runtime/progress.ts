/**
 * A top progress bar for slow client navigations: it appears only when a
 * navigation to another pathname takes longer than the delay (200 ms) and ends
 * when the new route has rendered. Plain DOM, no React, no dependency.
 */
export type ProgressBar = {
  /** A navigation to `pathname` began; nothing shows if it is the page already rendered. */
  start(pathname: string): void
  /** The route at `pathname` rendered. */
  done(pathname: string): void
}

export function createProgressBar(doc: Document, delayMs: number, initialPathname: string): ProgressBar {
  let rendered = initialPathname
  let timer: ReturnType<typeof setTimeout> | null = null
  let el: HTMLDivElement | null = null
  let trickle: ReturnType<typeof setInterval> | null = null
  let value = 0

  const render = () => {
    if (el) el.style.transform = `scaleX(${value})`
  }
  const show = () => {
    if (!el) {
      el = doc.createElement('div')
      el.id = 'route-progress'
      el.setAttribute('role', 'progressbar')
      el.setAttribute('aria-label', 'Loading page')
      doc.body.appendChild(el)
    }
    value = 0.1
    render()
    trickle = setInterval(() => {
      value = Math.min(0.94, value + (1 - value) * 0.08)
      render()
    }, 200)
  }
  const clear = () => {
    if (timer) clearTimeout(timer)
    if (trickle) clearInterval(trickle)
    timer = null
    trickle = null
  }
  return {
    start(pathname) {
      if (pathname === rendered) return
      clear()
      timer = setTimeout(show, delayMs)
    },
    done(pathname) {
      rendered = pathname
      clear()
      if (el) {
        const bar = el
        el = null
        value = 1
        bar.style.transform = 'scaleX(1)'
        bar.style.opacity = '0'
        setTimeout(() => bar.remove(), 250)
      }
    },
  }
}
