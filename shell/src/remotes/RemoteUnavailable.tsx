import { useLingui } from '@lingui/react';
import classes from './panels.module.css';

/** What an area shows when its remote cannot be loaded or crashed; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className={classes.center}>
      <div className={classes.panel} role="alert">
        <h2>{i18n._('This section is temporarily unavailable')}</h2>
        <p>{i18n._('Please try again in a moment.')}</p>
        <button type="button" className="hp-button" onClick={onRetry}>
          {i18n._('Try again')}
        </button>
      </div>
    </div>
  );
}
