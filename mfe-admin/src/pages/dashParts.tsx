import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { NetworkError } from '@hp/shell-sdk';
import { Alert } from '@hp/ui';
import classes from './admin.module.css';

/**
 * The spec's list failures: 'Error connecting to server' when no answer came, else the list's own message
 * ('Failed to fetch consultations', 'Failed to fetch submissions').
 */
export function ListFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error instanceof NetworkError ? i18n._('Error connecting to server') : fallback}
    </Alert>
  );
}

/** A details modal's label / value pairs. */
export function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.detailRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The spec's search box text, for the consultations' and the submissions' lists. */
export const SEARCH_PLACEHOLDER = /*i18n*/ { id: 'Search by name, phone, or service...' };
