import { formatIndiaDate, useLocale, type MembershipView } from '@hp/shell-sdk';
import { Trans } from '@lingui/react';
import classes from './layout.module.css';

/** The header's line for a signed-in member: until when the membership runs (India time). */
export function MembershipLine({ membership }: { membership: NonNullable<MembershipView['membership']> }) {
  const locale = useLocale((state) => state.locale);
  return (
    <p className={classes.memberLine}>
      <Trans
        id="Member until <0>{date}</0>"
        values={{ date: formatIndiaDate(membership.activeUntil, locale) }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
