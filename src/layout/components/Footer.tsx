import React from 'react'
import { footer, copyright } from '../../config/footer'
import { SmartLink } from '../../components/SmartLink'
import * as styles from './Footer.module.css'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {footer.columns.map((col) => (
            <div key={col.title}>
              <h2 className={styles.title}>{col.title}</h2>
              <ul className={styles.list}>
                {col.items.map((item) => (
                  <li key={item.label}>
                    <SmartLink to={item.to} externalIcon className={styles.link}>
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  )
}
