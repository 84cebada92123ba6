import React, { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { site } from '../../config/site'
import { CLIENTS, MCP_DOCS_PATH } from '../../mcp/lib/mcp'
import * as styles from './PageMenu.module.css'

export type PageMenuProps = {
  /** The page's Markdown twin (same origin). */
  twin: string
  button: RefObject<HTMLButtonElement | null>
  onCopy: () => void
  /** Closes the menu; returnFocus puts focus back on the menu button. */
  onClose: (returnFocus: boolean) => void
  onAnnounce: (text: string, isError: boolean) => void
}

/** The prompt an assistant gets: read this page's Markdown, then answer about it. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so I can ask questions about it. It is a page of the ${site.title}; every page is listed at ${site.url}/llms.txt.`
}

/** The assistants a page can be opened in, with the URL that takes a `q` prompt. */
const ASSISTANTS: [string, string][] = [
  ['ChatGPT', site.urls.chatgpt],
  ['Claude', site.urls.claude],
]

export const assistantLink = (base: string, twinUrl: string) => `${base}?q=${encodeURIComponent(assistantPrompt(twinUrl))}`

/**
 * The page menu (WAI-ARIA menu button pattern): it opens on its first item;
 * arrow keys (wrapping), Home and End move between items, Escape closes and returns focus to the button, Tab or a
 * click outside closes. Loaded on first use by PageActions.
 */
export function PageMenu({ twin, button, onCopy, onClose, onAnnounce }: PageMenuProps) {
  const menu = useRef<HTMLUListElement>(null)
  const twinUrl = `${site.url}${twin}`
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  // Beside the title the button sits at the right of the column: open the menu leftwards there,
  // so it stays over the page's text (and inside a narrow window) rather than over the sidebar.
  useLayoutEffect(() => {
    const el = menu.current
    if (!el) return
    const right = Math.min(el.closest('article')?.getBoundingClientRect().right ?? Infinity, document.documentElement.clientWidth)
    if (el.getBoundingClientRect().right > right) el.classList.add(styles.alignEnd)
  }, [])

  useEffect(() => {
    items()[0]?.focus()
  }, [])

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const t = e.target as Node
      if (!menu.current?.contains(t) && !button.current?.contains(t)) onClose(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [button, onClose])

  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (i: number) => {
      e.preventDefault()
      list[(i + list.length) % list.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(at + 1)
    else if (e.key === 'ArrowUp') move(at - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(list.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      onClose(true)
    } else if (e.key === 'Tab') onClose(false)
  }

  const copyConfig = (label: string, config: string) => {
    onClose(true)
    navigator.clipboard.writeText(config).then(
      () => onAnnounce(`${label} configuration copied. Paste it where the connect page says.`, false),
      () => onAnnounce(`The browser blocked the clipboard: the configuration for ${label} is on the page "Use the docs from your AI assistant".`, true),
    )
  }

  return (
    <ul ref={menu} role="menu" aria-label="Page actions" className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onClick={() => {
            onClose(true)
            onCopy()
          }}
        >
          <span className={styles.label}>Copy page</span>
          <span className={styles.hint}>As Markdown, for pasting into an assistant</span>
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={twin} type="text/markdown" onClick={() => onClose(false)}>
          <span className={styles.label}>View as Markdown</span>
          <span className={styles.hint}>This page as plain text</span>
        </a>
      </li>
      {ASSISTANTS.map(([name, base]) => (
        <li role="none" key={name}>
          <a role="menuitem" tabIndex={-1} className={styles.item} href={assistantLink(base, twinUrl)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
            <span className={styles.label}>
              Open in {name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
            <span className={styles.hint}>Ask questions about this page</span>
          </a>
        </li>
      ))}
      <li role="separator" className={styles.separator} />
      {CLIENTS.map((c) => (
        <li role="none" key={c.id}>
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => copyConfig(c.label, c.config)}>
            <span className={styles.label}>Connect {c.label}</span>
            <span className={styles.hint}>{c.id === 'claude-code' ? 'Copy the command' : 'Copy the MCP configuration'}</span>
          </button>
        </li>
      ))}
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={MCP_DOCS_PATH} onClick={() => onClose(false)}>
          <span className={styles.label}>Connect your assistant</span>
          <span className={styles.hint}>How the docs&apos; MCP server works with each client</span>
        </a>
      </li>
    </ul>
  )
}
