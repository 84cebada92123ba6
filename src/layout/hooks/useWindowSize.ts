import { useEffect, useState } from 'react'
import { site } from '../../config/site'

export type WindowSize = 'ssr' | 'desktop' | 'mobile'

/** Desktop when wider than the breakpoint (996 px), mobile otherwise. */
export function windowSizeFor(width: number, breakpoint = site.layout.mobileBreakpoint): Exclude<WindowSize, 'ssr'> {
  return width > breakpoint ? 'desktop' : 'mobile'
}

/**
 * "ssr" during server rendering and the hydration render (so markup matches),
 * then desktop or mobile, recomputed on resize. Layout itself is pure CSS, so
 * the switch causes no layout shift; the hook only decides what to mount.
 */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr')
  useEffect(() => {
    const update = () => setSize(windowSizeFor(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return size
}
