import { brand, useMembership } from '@hp/shell-sdk';
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { LazyNotificationBell } from '../bell/LazyNotificationBell';
import { EmergencyBar } from './EmergencyBar';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { MembershipLine } from './MembershipLine';
import { SiteFooter } from './SiteFooter';
import classes from './layout.module.css';

/**
 * Header (emergency line + navigation), the page area, and the footer. Below `md` the menu folds into a burger.
 * Plain elements and CSS modules, not the component library: every page shows this frame, Home included.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { membership } = useMembership();

  return (
    <>
      {/* A member's header has one more line; the menu panel and the page's height follow (data-member). */}
      <header className={classes.header} data-member={membership ? '' : undefined}>
        <EmergencyBar />
        <div className={classes.bar}>
          <Link to="/" className={classes.brand} onClick={closeMenu}>
            {brand.name}
          </Link>
          <nav aria-label={i18n._('Main')} className={classes.desktopNav}>
            <MainNav />
          </nav>
          <div className={classes.tools}>
            {/* In the sticky header: fixed at the top right while the page scrolls, never over the page's own controls. */}
            <LazyNotificationBell />
            <LanguageSwitch />
            <button
              type="button"
              className={classes.burger}
              onClick={() => setMenuOpen((open) => !open)}
              aria-label={menuOpen ? i18n._('Close menu') : i18n._('Open menu')}
              aria-expanded={menuOpen}
              aria-controls="main-menu"
            >
              <span className={classes.burgerLines} data-opened={menuOpen || undefined} />
            </button>
          </div>
        </div>
        {membership && <MembershipLine membership={membership} />}
      </header>

      {/* The links are rendered only while open, so they are not in the page twice for screen readers. */}
      <div id="main-menu" className={classes.mobileMenu} data-open={menuOpen || undefined}>
        {menuOpen && (
          <nav aria-label={i18n._('Main menu')} className={classes.mobileNav}>
            <MainNav onNavigate={closeMenu} />
          </nav>
        )}
      </div>

      <main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <SiteFooter />
      </main>
    </>
  );
}
