import { brand } from '@hp/shell-sdk';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import classes from './layout.module.css';

/**
 * Contact e-mail and the legal links. The spec gives Terms of Service no destination; the policies page's Terms &
 * Conditions tab is it.
 */
export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerRow}>
          <p className={classes.footerBrand}>{brand.name}</p>
          <p className={classes.small}>
            <Trans
              id="Contact us: <0>{email}</0>"
              values={{ email: brand.email }}
              components={{ 0: <a className={classes.anchor} href={`mailto:${brand.email}`} /> }}
            />
          </p>
        </div>
        <div className={classes.footerRow}>
          <p className={classes.dimmed}>
            {i18n._('© {year} {brand}. All rights reserved.', {
              year: new Date().getFullYear(),
              brand: brand.name,
            })}
          </p>
          <p className={classes.legal}>
            <Link to="/privacypolicy" className={`${classes.anchor} ${classes.small}`}>
              {i18n._('Privacy Policy')}
            </Link>
            <Link to="/privacypolicy#terms" className={`${classes.anchor} ${classes.small}`}>
              {i18n._('Terms of Service')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
