import React from 'react'
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

/**
 * Code block chrome around build-time highlighted code (the `pre` of MDX):
 * title, language label, copy button (src/behaviours/copy.ts). Highlighting
 * itself is static HTML.
 */
export function CodeBlock({ children, actions, ...rest }: Props) {
  const lang = rest['data-language'] ?? 'text'
  const title = rest['data-title']
  const numbered = rest['data-line-numbers'] === 'true'
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
          <button type="button" className="code-block__button" data-copy={`Copy ${label} code to clipboard`} aria-label={`Copy ${label} code to clipboard`}>
            Copy
          </button>
        </span>
      </div>
      <pre tabIndex={0} className={`language-${lang}`} aria-label={title ? `${label} code: ${title}` : `${label} code`}>
        {children}
      </pre>
      <span className="visually-hidden" aria-live="polite" />
    </div>
  )
}
