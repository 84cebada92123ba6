import React, { useCallback, useRef, useState, type ComponentType } from 'react'
import { twinPath } from '../../ai-readers/lib/aiTwin'
import type { PageMenuProps } from './PageMenu'
import * as styles from './Doc.module.css'
import { island } from '../../islands/island'

type Status = 'idle' | 'copied' | 'blocked' | 'failed'

const ANNOUNCE: Record<Status, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  blocked: 'The browser blocked the clipboard: use View as Markdown.',
  failed: 'The Markdown could not be loaded. Try again.',
}

/** The menu's code, fetched on first hover, focus or click (it is not part of the page's first load). */
let menuModule: Promise<ComponentType<PageMenuProps>> | null = null
function loadMenu(): Promise<ComponentType<PageMenuProps>> {
  if (!menuModule) {
    menuModule = import(/* webpackChunkName: "page-menu" */ './PageMenu').then((m) => m.PageMenu)
    menuModule.catch(() => {
      menuModule = null
    })
  }
  return menuModule
}
const prefetch = () => void loadMenu().catch(() => undefined)

/**
 * "Copy page" and the page menu for a docs page (DECISIONS.md, "Docs for AI
 * readers"): the Markdown twin is fetched from the same origin only on
 * click. The clipboard gets a promise of the text inside the click, which
 * Safari requires; where that fails, writeText once the text is here. The
 * menu (View as Markdown, Open in ChatGPT or Claude, Connect your assistant)
 * follows the menu button pattern (Enter, Space or a click opens it on its
 * first item) and loads its code when first wanted.
 */
export function PageActions({ path }: { path: string }) {
  const href = twinPath(path)
  const [status, setStatus] = useState<Status>('idle')
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [Menu, setMenu] = useState<ComponentType<PageMenuProps> | null>(null)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  const copy = useCallback(() => {
    setStatus('idle')
    setMessage(null)
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
  }, [href])

  const show = () => {
    setMessage(null)
    loadMenu().then(
      (m) => {
        setMenu(() => m)
        setOpen(true)
      },
      () => setMessage({ text: 'The menu could not be loaded. Check your connection and try again.', error: true }),
    )
  }
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }, [])
  const announce = useCallback((text: string, isError: boolean) => {
    setStatus('idle')
    setMessage({ text, error: isError })
  }, [])

  const error = status === 'blocked' || status === 'failed'
  return (
    <div className={styles.pageActions}>
      <div className={styles.pageActionGroup}>
        <button type="button" className={styles.pageAction} onClick={copy}>
          {status === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={button}
          type="button"
          className={`${styles.pageAction} ${styles.pageMenuButton}`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label="More page actions"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => (open ? close(false) : show())}
        />
        {open && Menu ? <Menu twin={href} button={button} onCopy={copy} onClose={close} onAnnounce={announce} /> : null}
      </div>
      {/* One polite live region: "Copied" is announced (the button shows it), an error is also shown. */}
      <p className={error || message?.error ? styles.pageActionsError : message ? styles.pageActionsNote : 'visually-hidden'} role="status" aria-live="polite">
        {message ? message.text : ANNOUNCE[status]}
      </p>
    </div>
  )
}

/** The page actions as an island: the menu's code loads on the reader's first click. */
export const PageActionsIsland = island('page-actions', PageActions)
