import React, { useState } from 'react'
import { twinPath } from '../../ai-readers/lib/aiTwin'
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
 * click. The clipboard gets a promise of the text inside the click, which
 * Safari requires; where that fails, writeText once the text is here.
 */
export function PageActions({ path }: { path: string }) {
  const href = twinPath(path)
  const [status, setStatus] = useState<Status>('idle')
  const copy = () => {
    setStatus('idle')
    const text = fetch(href).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
    const clipboard = navigator.clipboard
    let written: Promise<void>
    try {
      written = clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
    } catch (err) {
      written = Promise.reject(err)
    }
    written
      .catch(() => text.then((t) => clipboard.writeText(t)))
      .then(
        () => {
          setStatus('copied')
          window.setTimeout(() => setStatus('idle'), 2500)
        },
        // Either the text never came (failed) or the clipboard refused it (blocked).
        () => text.then(() => setStatus('blocked'), () => setStatus('failed')),
      )
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
