import { useLocale } from '@hp/shell-sdk';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import { useRegistry } from '../remotes/registryStore';
import classes from './layout.module.css';
import { navLabel, navLinksOf } from './navLinks';

/** The navigation links; NavLink highlights the current page (Home only on "/" itself). */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale((state) => state.locale);
  const remotes = useRegistry((state) => state.remotes);
  const links = useMemo(() => navLinksOf(remotes), [remotes]);
  return (
    <>
      {links.map((link) => (
        <NavLink
          key={link.path}
          to={link.path}
          end
          className={link.callToAction ? classes.callToAction : classes.link}
          onClick={onNavigate}
        >
          {navLabel(link, locale)}
        </NavLink>
      ))}
    </>
  );
}
