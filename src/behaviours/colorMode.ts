/**
 * The colour-mode toggle without a component runtime. The inline script in
 * every page's head (src/runtime/inlineScripts.ts) themes the first paint;
 * this takes over: a click on a `[data-color-mode-toggle]` button cycles
 * system → light → dark → system and stores the choice, and while the choice
 * is "system" the theme follows the OS preference live.
 */
import { site } from '../config/site'
import { choiceLabel, nextChoice, parseStoredChoice, resolveTheme, type ColorChoice } from '../layout/lib/colorMode'
import { browserStorage } from '../lib/storage'

const QUERY = '(prefers-color-scheme: dark)'
export const TOGGLE = '[data-color-mode-toggle]'

function prefersDark(win: Window): boolean {
  try {
    return win.matchMedia(QUERY).matches
  } catch {
    return false
  }
}

function currentChoice(doc: Document): ColorChoice {
  const c = doc.documentElement.getAttribute('data-theme-choice')
  return c === 'light' || c === 'dark' || c === 'system' ? c : parseStoredChoice(browserStorage().get(site.colorMode.storageKey), site.colorMode.defaultMode)
}

/** Sets the two attributes the stylesheets read and the toggles' labels. */
export function applyChoice(win: Window, choice: ColorChoice): void {
  const doc = win.document
  const theme = resolveTheme(choice, prefersDark(win))
  doc.documentElement.setAttribute('data-theme', theme)
  doc.documentElement.setAttribute('data-theme-choice', choice)
  const label = choiceLabel(choice, theme)
  for (const b of doc.querySelectorAll<HTMLElement>(TOGGLE)) {
    b.setAttribute('aria-label', label)
    b.setAttribute('title', label)
  }
}

export function startColorMode(win: Window): void {
  const doc = win.document
  doc.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.(TOGGLE)
    if (!button) return
    const next = nextChoice(currentChoice(doc))
    const storage = browserStorage()
    if (next === 'system') storage.remove(site.colorMode.storageKey)
    else storage.set(site.colorMode.storageKey, next)
    applyChoice(win, next)
  })
  try {
    win.matchMedia(QUERY).addEventListener?.('change', () => {
      if (currentChoice(doc) === 'system') applyChoice(win, 'system')
    })
  } catch {
    // No matchMedia: the theme stays what the inline script chose.
  }
}

/** Labels on a page that was just shown (the server wrote the default choice's label). */
export function labelColorMode(win: Window): void {
  applyChoice(win, currentChoice(win.document))
}
