import React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/layout/Layout'
import { Seo } from '../components/layout/Seo'
import { site } from '../config/site'
import * as styles from './index.module.css'

const families = [
  { title: 'Getting started', href: '/docs/category/start/', text: 'Create an access token, send your first query and learn the shape of every response.' },
  { title: 'Building queries', href: '/docs/category/building-queries/', text: 'Filters, sorting, limits, datasets and metrics: the grammar shared by every cube.' },
  { title: 'Real-time streams', href: '/docs/category/graphql-subscriptions/', text: 'GraphQL subscriptions over websockets, Kafka topics with protobuf messages and the Solana gRPC stream.' },
  { title: 'Chains', href: '/docs/intro/#chains', text: 'Ethereum, BSC, Base, Arbitrum, Optimism, Polygon, opBNB, Solana, TON and Tron from one API.' },
  { title: 'Trading APIs', href: '/docs/category/trading-apis/', text: 'Token prices, OHLC candles, market data and limit-order prices, ready for charts and bots.' },
  { title: 'Use cases', href: '/docs/category/how-to-guides/', text: 'Bots, dashboards, wallet monitors and analytics built end to end.' },
  { title: 'Schema and cubes', href: '/docs/category/understanding-cubes/', text: 'What one row of each cube means, and how dimensions, metrics and filters fit together.' },
]

const starters = [
  { label: 'Get an access token', href: '/docs/category/authorisation/' },
  { label: 'Run your first query', href: '/docs/category/start/' },
  { label: 'Stream new trades as they happen', href: '/docs/category/graphql-subscriptions/' },
  { label: 'Filter and aggregate on-chain data', href: '/docs/category/building-queries/' },
]

export default function HomePage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{site.title}</p>
          <h1 className={styles.heroTitle}>{site.tagline}</h1>
          <p className={styles.heroText}>
            One GraphQL API for historical and real-time data across ten chains, plus streams and cloud exports when you need every
            event.
          </p>
          <div className={styles.actions}>
            <a className={`${styles.button} ${styles.buttonPrimary}`} href={site.urls.ide} target="_blank" rel="noopener noreferrer">
              Access API<span className="visually-hidden"> (opens the query IDE in a new tab)</span>
            </a>
            <Link className={`${styles.button} ${styles.buttonSecondary}`} to="/docs/intro/">
              Start here
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="families">
        <h2 id="families" className={styles.sectionTitle}>
          Explore the docs
        </h2>
        <ul className={styles.grid}>
          {families.map((f) => (
            <li key={f.title}>
              <Link to={f.href} className={styles.card}>
                <h3 className={styles.cardTitle}>{f.title}</h3>
                <p className={styles.cardText}>{f.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.starters}`} aria-labelledby="starters">
        <h2 id="starters" className={styles.sectionTitle}>
          Starter tasks
        </h2>
        <ol className={styles.steps}>
          {starters.map((s) => (
            <li key={s.label}>
              <Link to={s.href}>{s.label}</Link>
            </li>
          ))}
        </ol>
      </section>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo title="" description={site.tagline} path={location.pathname} />
}
