import React, { useEffect, useState } from 'react'
import { twinPath } from '../../lib/aiTwin'
import * as styles from './Doc.module.css'

type Status = 'idle' | 'copied' | 'blocked' | 'failed'

const ANNOUNCE: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  blocked: 'The browser blocked the clipboard: use View as Markdown.',
  failed: 'The Markdown could not be loaded. Try again.',
}

/**
 * "Copy page" and "View as Markdown" for a docs page (DECISIONS.md, "Docs for
 * AI readers"): the Markdown twin is fetched from the same origin only on
 * click. The text is handed to the clipboard as a promise inside the click,
 * which Safari requires; browsers without that path get writeText.
 */
export function PageActions({ path }: { path: string }) {
  const href = twinPath(path)
  const [status, setStatus] = useState<Status>('idle')
  useEffect(() => {
    if (status !== 'copied') return
    const t = window.setTimeout(() => setStatus('idle'), 2500)
    return () => window.clearTimeout(t)
  }, [status])
  const copy = async () => {
    setStatus('idle')
    let fetched = true
    const text = fetch(href).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`)
      return r.text()
    })
    text.catch(() => {
      fetched = false
    })
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    try {
      if (!clipboard) throw new Error('no clipboard')
      try {
        await clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
      } catch (err) {
        // No ClipboardItem, or no promise support in it: write the text once it is here.
        if (!fetched) throw err
        await clipboard.writeText(await text)
      }
      setStatus('copied')
    } catch {
      await text.catch(() => undefined)
      setStatus(fetched ? 'blocked' : 'failed')
    }
  }
  return (
    <div className={styles.pageActions}>
      <button type="button" className={styles.pageAction} onClick={copy}>
        {status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.pageAction} href={href} type="text/markdown">
        View as Markdown
      </a>
      {/* One polite live region: "Copied" is announced (the button shows it), an error is also shown. */}
      <p className={status === 'blocked' || status === 'failed' ? styles.pageActionsError : 'visually-hidden'} role="status" aria-live="polite">
        {ANNOUNCE[status]}
      </p>
    </div>
  )
}
