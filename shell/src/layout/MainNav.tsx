import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router-dom';
import classes from './layout.module.css';
import { navLinks } from './navLinks';

/** The navigation links; NavLink highlights the current page (Home only on "/" itself). */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <>
      {navLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={link.callToAction ? classes.callToAction : classes.link}
          onClick={onNavigate}
        >
          {i18n._(link.label)}
        </NavLink>
      ))}
    </>
  );
}
