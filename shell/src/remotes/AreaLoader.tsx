import { useLingui } from '@lingui/react';
import classes from './panels.module.css';

export function AreaLoader() {
  const { i18n } = useLingui();
  return (
    <div className={classes.loading}>
      <span className="hp-loader" role="status" aria-label={i18n._('Loading')} />
    </div>
  );
}
