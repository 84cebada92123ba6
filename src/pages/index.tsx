import React from 'react'
import { Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../layout/components/Layout'
import { Seo } from '../layout/components/Seo'
import { site } from '../config/site'
import { homeFamilies as families, homeStarters as starters } from '../config/home'
import * as styles from './index.module.css'

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
