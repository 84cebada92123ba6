import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { site } from '../../config/site'
import { nextChoice, parseStoredChoice, resolveTheme, type ColorChoice, type Theme } from '../lib/colorMode'
import { browserStorage } from '../../lib/storage'

type ColorModeValue = { choice: ColorChoice; theme: Theme; cycle: () => void; ready: boolean }

const ColorModeContext = createContext<ColorModeValue>({ choice: 'system', theme: 'light', cycle: () => {}, ready: false })

const QUERY = '(prefers-color-scheme: dark)'

function systemPrefersDark(): boolean {
  try {
    return window.matchMedia(QUERY).matches
  } catch {
    return false
  }
}

function apply(choice: ColorChoice, theme: Theme) {
  const h = document.documentElement
  h.setAttribute('data-theme', theme)
  h.setAttribute('data-theme-choice', choice)
}

/**
 * Holds the colour-mode choice. The first paint was already themed by the
 * inline script; this provider takes over after hydration and follows the OS
 * preference live while the choice is "system".
 */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const [choice, setChoice] = useState<ColorChoice>('system')
  const [prefersDark, setPrefersDark] = useState(false)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    setChoice(parseStoredChoice(browserStorage().get(site.colorMode.storageKey), site.colorMode.defaultMode))
    setPrefersDark(systemPrefersDark())
    setReady(true)
    let mql: MediaQueryList | null = null
    try {
      mql = window.matchMedia(QUERY)
    } catch {
      return
    }
    const onChange = (e: MediaQueryListEvent) => setPrefersDark(e.matches)
    mql.addEventListener?.('change', onChange)
    return () => mql?.removeEventListener?.('change', onChange)
  }, [])

  const theme = resolveTheme(choice, prefersDark)
  useEffect(() => {
    if (ready) apply(choice, theme)
  }, [choice, theme, ready])

  const cycle = useCallback(() => {
    setChoice((c) => {
      const n = nextChoice(c)
      const storage = browserStorage()
      if (n === 'system') storage.remove(site.colorMode.storageKey)
      else storage.set(site.colorMode.storageKey, n)
      return n
    })
  }, [])

  const value = useMemo(() => ({ choice, theme, cycle, ready }), [choice, theme, cycle, ready])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext)
}
