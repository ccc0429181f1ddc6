import classes from '../remotes/panels.module.css';

/** Last resort when the shell itself fails; rendered outside the router, so it uses plain navigation. */
export function UnexpectedErrorScreen() {
  return (
    <div className={classes.page}>
      <div className={classes.wide} role="alert">
        <h1>Unexpected Application Error</h1>
        <p>Something went wrong while showing this page. Reloading usually helps.</p>
        <div className={classes.actions}>
          <button type="button" className="hp-button" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <a className="hp-button" data-variant="default" href="/">
            Go to Home
          </a>
        </div>
      </div>
    </div>
  );
}
