import { useT } from '@carte/ui'
import { useEffect } from 'react'
import { WELCOME_CONTACT } from '../config'
import { track } from '../lib/analytics'
import './welcome.css'

/**
 * The product's own welcome page at '/' when no venue licence is known: the logo, a demo-booking
 * banner, and a footer with the company's contact and social links; logs welcome_page_view.
 * The contact details are configuration placeholders (spec: {phone}, {email}, not reproduced).
 * spec: ordering-payment §2 Welcome page, §7 Analytics events; menu-browsing §2 '/' root landing
 * @returns the welcome page.
 */
export function WelcomeScreen() {
  const t = useT()
  useEffect(() => {
    document.title = `Carte | ${window.location.host}`
    document.documentElement.lang = 'en'
    document.documentElement.dir = 'ltr'
    track('welcome_page_view', {})
  }, [])
  const demoHref = `mailto:${WELCOME_CONTACT.email}?subject=${encodeURIComponent('Carte demo')}`
  return (
    <div className="carte-app-welcome" data-testid="welcome-screen">
      <header className="carte-app-welcome__header">
        <svg
          className="carte-app-welcome__logo"
          viewBox="0 0 48 48"
          role="img"
          aria-labelledby="carte-logo-title"
        >
          <title id="carte-logo-title">Carte</title>
          <rect width="48" height="48" rx="12" fill="#1f1a14" />
          <path
            d="M31 16a10 10 0 1 0 0 16"
            fill="none"
            stroke="#f4efe6"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </svg>
        <span className="carte-app-welcome__brand">Carte</span>
      </header>
      <main className="carte-app-welcome__main">
        <h1>{t('ui_str_welcome_title', 'Your menu, in every language, on every table')}</h1>
        <p>
          {t(
            'ui_str_welcome_text',
            'Guests scan a QR code, browse your menu, order and pay from their phone.',
          )}
        </p>
        <section className="carte-app-welcome__banner" aria-labelledby="welcome-demo-title">
          <h2 id="welcome-demo-title">{t('ui_str_book_demo_title', 'See Carte in your venue')}</h2>
          <p>
            {t('ui_str_book_demo_text', 'Book a free demo and we will set up your menu with you.')}
          </p>
          <a className="carte-button" href={demoHref} data-testid="book-demo">
            {t('ui_str_book_demo', 'Book a demo')}
          </a>
        </section>
      </main>
      <footer className="carte-app-welcome__footer">
        <nav aria-label={t('ui_str_contact', 'Contact')}>
          <ul>
            <li>
              <a href={`tel:${WELCOME_CONTACT.phone}`}>{WELCOME_CONTACT.phone}</a>
            </li>
            <li>
              <a href={`mailto:${WELCOME_CONTACT.email}`}>{WELCOME_CONTACT.email}</a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('ui_str_social', 'Social')}>
          <ul>
            {WELCOME_CONTACT.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  )
}
