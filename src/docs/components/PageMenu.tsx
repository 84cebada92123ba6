import React, { useEffect, useRef, type RefObject } from 'react'
import { site } from '../../config/site'
import { CLIENTS, MCP_DOCS_PATH } from '../../mcp/lib/mcp'
import * as styles from './Doc.module.css'

export type PageMenuProps = {
  id: string
  labelledBy: string
  /** The page's Markdown twin (same origin). */
  twin: string
  /** Which item takes focus when the menu opens (ArrowUp opens on the last). */
  focus: 'first' | 'last'
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

export const assistantLink = (base: string, twinUrl: string) => `${base}?q=${encodeURIComponent(assistantPrompt(twinUrl))}`

/**
 * The page menu (WAI-ARIA menu button pattern): arrow keys, Home and End move
 * between items, Escape closes and returns focus to the button, Tab or a
 * click outside closes. Loaded on first use by PageActions.
 */
export function PageMenu({ id, labelledBy, twin, focus, button, onCopy, onClose, onAnnounce }: PageMenuProps) {
  const menu = useRef<HTMLUListElement>(null)
  const twinUrl = `${site.url}${twin}`
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  useEffect(() => {
    const list = items()
    ;(focus === 'last' ? list[list.length - 1] : list[0])?.focus()
  }, [focus])

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
    <ul ref={menu} id={id} role="menu" aria-labelledby={labelledBy} className={styles.pageMenu} onKeyDown={onKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.pageMenuItem}
          onClick={() => {
            onClose(true)
            onCopy()
          }}
        >
          <span className={styles.pageMenuLabel}>Copy page</span>
          <span className={styles.pageMenuHint}>As Markdown, for pasting into an assistant</span>
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.pageMenuItem} href={twin} type="text/markdown" onClick={() => onClose(false)}>
          <span className={styles.pageMenuLabel}>View as Markdown</span>
          <span className={styles.pageMenuHint}>This page as plain text</span>
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.pageMenuItem} href={assistantLink(site.urls.chatgpt, twinUrl)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
          <span className={styles.pageMenuLabel}>
            Open in ChatGPT<span className="visually-hidden"> (opens in a new tab)</span>
          </span>
          <span className={styles.pageMenuHint}>Ask questions about this page</span>
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.pageMenuItem} href={assistantLink(site.urls.claude, twinUrl)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
          <span className={styles.pageMenuLabel}>
            Open in Claude<span className="visually-hidden"> (opens in a new tab)</span>
          </span>
          <span className={styles.pageMenuHint}>Ask questions about this page</span>
        </a>
      </li>
      <li role="separator" className={styles.pageMenuSeparator} />
      {CLIENTS.map((c) => (
        <li role="none" key={c.id}>
          <button type="button" role="menuitem" tabIndex={-1} className={styles.pageMenuItem} onClick={() => copyConfig(c.label, c.config)}>
            <span className={styles.pageMenuLabel}>Connect {c.label}</span>
            <span className={styles.pageMenuHint}>{c.id === 'claude-code' ? 'Copy the command' : 'Copy the MCP configuration'}</span>
          </button>
        </li>
      ))}
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.pageMenuItem} href={MCP_DOCS_PATH} onClick={() => onClose(false)}>
          <span className={styles.pageMenuLabel}>Connect your assistant</span>
          <span className={styles.pageMenuHint}>How the docs&apos; MCP server works with each client</span>
        </a>
      </li>
    </ul>
  )
}
