import React from 'react'
import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../../layout/components/Layout'
import * as styles from './mdx-page.module.css'

type Problem = { file: string; line: number | null; column: number | null; message: string }
type Frame = { file: string; first: number; lines: string[]; at: number | null }
type Context = { problems: Problem[]; frames: Frame[] }

/**
 * `gatsby develop` only: what a page whose source fails to build shows at its
 * route instead of a 404 (src/docs/node/pages.ts), with the place and a frame
 * of the source. Saving the fixed file brings the page back.
 */
export default function ContentProblemTemplate({ pageContext, location }: PageProps<object, Context>) {
  const { problems, frames } = pageContext
  return (
    <Layout pathname={location.pathname}>
      <div className={styles.container}>
        <h1>This page could not be built</h1>
        <p>
          Its source has {problems.length === 1 ? 'a problem' : `${problems.length} problems`}. Fix {problems.length === 1 ? 'it' : 'them'} and save the file: the page comes back without a restart. The same problems are in the terminal, and{' '}
          <code>npm run check</code> lists every problem of the site.
        </p>
        <ul>
          {problems.map((p, i) => (
            <li key={i}>
              <code>
                {p.file}
                {p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}
              </code>
              : {p.message}
            </li>
          ))}
        </ul>
        {frames.map((f, i) => (
          <pre key={i} aria-label={`${f.file} around line ${f.at ?? f.first}`} tabIndex={0}>
            {f.lines.map((text, j) => `${f.first + j === f.at ? '>' : ' '} ${String(f.first + j).padStart(4)} | ${text}`).join('\n')}
          </pre>
        ))}
      </div>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  return (
    <>
      <title>{`Content problem: ${pageContext.problems[0]?.file ?? 'page'}`}</title>
      <meta name="robots" content="noindex" />
    </>
  )
}
