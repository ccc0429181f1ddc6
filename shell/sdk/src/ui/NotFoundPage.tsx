import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * The spec's 404 page; the shell shows it for paths no remote owns, remotes may reuse it. Built without the component
 * library (classes of styles/page.css), so showing it never loads Mantine.
 */
export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="hp-not-found">
      <h1>404</h1>
      <p>{i18n._('Oops! Page not found')}</p>
      <Link to="/" className="hp-button" data-variant="light">
        {i18n._('Return to Home')}
      </Link>
    </div>
  );
}
