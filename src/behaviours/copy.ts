/**
 * Copy buttons of code blocks (`[data-copy]` inside `.code-block`): copies
 * the code's text, says "Copied" or "Copy failed" on the button and in the
 * block's live region for two seconds.
 */
export async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await doc.defaultView!.navigator.clipboard.writeText(text)
    return true
  } catch {
    // Clipboard API blocked (permissions, insecure context): fall back to a selection copy.
    try {
      const ta = doc.createElement('textarea')
      ta.value = text
      ta.setAttribute('readonly', '')
      ta.style.position = 'fixed'
      ta.style.opacity = '0'
      doc.body.appendChild(ta)
      ta.select()
      const ok = doc.execCommand('copy')
      ta.remove()
      return ok
    } catch {
      return false
    }
  }
}

const timers = new WeakMap<Element, number>()

export function startCopy(win: Window): void {
  const doc = win.document
  doc.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-copy]')
    const block = button?.closest('.code-block')
    if (!button || !block) return
    const pre = block.querySelector('pre')
    const text = pre?.querySelector('code')?.textContent ?? pre?.textContent ?? ''
    const idle = button.getAttribute('data-copy') ?? 'Copy code to clipboard'
    const live = block.querySelector('[aria-live]')
    void copyText(doc, text).then((ok) => {
      button.textContent = ok ? 'Copied' : 'Copy failed'
      button.setAttribute('aria-label', ok ? 'Copied' : idle)
      if (live) live.textContent = ok ? 'Code copied to clipboard' : 'Copying failed'
      win.clearTimeout(timers.get(button))
      timers.set(
        button,
        win.setTimeout(() => {
          button.textContent = 'Copy'
          button.setAttribute('aria-label', idle)
          if (live) live.textContent = ''
        }, 2000),
      )
    })
  })
}
