import { NavLink } from 'react-router-dom';
import classes from './layout.module.css';
import { navLinks } from './navLinks';

/** The navigation links; NavLink highlights the current page (Home only on "/" itself). */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {navLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={'callToAction' in link ? classes.callToAction : classes.link}
          onClick={onNavigate}
        >
          {link.label}
        </NavLink>
      ))}
    </>
  );
}
