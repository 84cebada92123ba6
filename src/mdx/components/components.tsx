import React from 'react'
import { SmartLink } from '../../components/SmartLink'
import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { Details } from './Details'
import { Figure } from './Figure'
import { TableWrap } from './TableWrap'
import { Tabs, TabItem } from './Tabs'
import { Audio, Video } from './Media'
import { platformValue } from '../../lib/platformData'

/** `:data[key]` in MDX: a value of content/data/platform.ts (checked at build). */
export function PlatformValue({ k }: { k: string }) {
  return <>{platformValue(k) ?? k}</>
}

/** Components every MDX file can use without imports, and the HTML element overrides. */
export const mdxComponents = {
  pre: CodeBlock,
  a: ({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <SmartLink to={href} {...rest}>
      {children}
    </SmartLink>
  ),
  table: TableWrap,
  details: Details,
  Admonition,
  Tabs,
  TabItem,
  Details,
  Video,
  Audio,
  Figure,
  PlatformValue,
}
