/**
 * Colour mode: the visitor's choice is "system" (no explicit choice), "light"
 * or "dark"; the applied theme is light or dark.
 */
export type ColorChoice = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

/** The toggle cycles system → light → dark → system. */
export function nextChoice(choice: ColorChoice): ColorChoice {
  switch (choice) {
    case 'system':
      return 'light'
    case 'light':
      return 'dark'
    case 'dark':
      return 'system'
  }
}

export function resolveTheme(choice: ColorChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light'
  return choice
}

/** Reads a stored value; anything unexpected means "no choice". */
export function parseStoredChoice(value: string | null | undefined, fallback: ColorChoice = 'system'): ColorChoice {
  return value === 'light' || value === 'dark' ? value : fallback
}

export function choiceLabel(choice: ColorChoice, theme: Theme): string {
  const names: Record<ColorChoice, string> = { system: 'system mode', light: 'light mode', dark: 'dark mode' }
  const current = choice === 'system' ? `system mode (${theme})` : names[choice]
  return `Switch between dark, light and system mode (currently ${current})`
}
