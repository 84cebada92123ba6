import React, { useRef, useState } from 'react'
import { languageLabel } from '../../lib/codeMeta'

type Props = React.HTMLAttributes<HTMLPreElement> & {
  'data-language'?: string
  'data-title'?: string
  'data-line-numbers'?: string
  /** IDE URL with this query prefilled; set at build time on checked GraphQL examples. */
  'data-ide'?: string
  /** Slot for extra toolbar actions (for example "Open in IDE"). */
  actions?: React.ReactNode
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Clipboard API blocked (permissions, insecure context): fall back to a selection copy.
    try {
      const ta = document.createElement('textarea')
      ta.value = text
      ta.setAttribute('readonly', '')
      ta.style.position = 'fixed'
      ta.style.opacity = '0'
      document.body.appendChild(ta)
      ta.select()
      const ok = document.execCommand('copy')
      ta.remove()
      return ok
    } catch {
      return false
    }
  }
}

/**
 * Code block chrome around build-time highlighted code (the `pre` of MDX):
 * title, language label, copy button. Highlighting itself is static HTML.
 */
export function CodeBlock({ children, actions, ...rest }: Props) {
  const lang = rest['data-language'] ?? 'text'
  const title = rest['data-title']
  const numbered = rest['data-line-numbers'] === 'true'
  const ref = useRef<HTMLPreElement>(null)
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const onCopy = async () => {
    const ok = await copyText(ref.current?.querySelector('code')?.textContent ?? ref.current?.textContent ?? '')
    setStatus(ok ? 'copied' : 'failed')
    window.setTimeout(() => setStatus('idle'), 2000)
  }
  const label = languageLabel(lang)
  const ide = rest['data-ide']
  return (
    <div className={`code-block${numbered ? ' code-block--numbered' : ''}`} data-language={lang}>
      <div className="code-block__header">
        {title ? <span className="code-block__title">{title}</span> : <span className="code-block__lang">{label}</span>}
        <span className="code-block__actions">
          {title && <span className="code-block__lang">{label}</span>}
          {actions}
          {ide && (
            <a className="code-block__button" href={ide} target="_blank" rel="noopener" aria-label={title ? `Open in IDE: ${title} (new tab)` : 'Open in IDE (new tab)'}>
              Open in IDE
            </a>
          )}
          <button type="button" className="code-block__button" onClick={onCopy} aria-label={status === 'copied' ? 'Copied' : `Copy ${label} code to clipboard`}>
            {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
          </button>
        </span>
      </div>
      <pre ref={ref} tabIndex={0} className={`language-${lang}`} aria-label={title ? `${label} code: ${title}` : `${label} code`}>
        {children}
      </pre>
      <span className="visually-hidden" aria-live="polite">
        {status === 'copied' ? 'Code copied to clipboard' : status === 'failed' ? 'Copying failed' : ''}
      </span>
    </div>
  )
}
