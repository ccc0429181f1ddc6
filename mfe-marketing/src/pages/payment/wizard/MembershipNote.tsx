import { useLingui } from '@lingui/react';
import { Text } from '@hp/ui';
import { formatIndiaDate, useLocale, useMembership } from '@hp/shell-sdk';
import { extendedUntil } from '../membershipExtension';
import classes from '../PaymentPage.module.css';

/** For the annual membership: whose it becomes, and for a signed-in member, until when it runs after this payment. */
export function MembershipNote() {
  const { i18n } = useLingui();
  const locale = useLocale((state) => state.locale);
  const { membership } = useMembership();
  return (
    <div className={`${classes.callout} ${classes.teal}`}>
      <Text size="sm" c="gray.9">
        {i18n._(
          'The membership belongs to the e-mail address you pay with: sign in with that address to see it in your account.',
        )}
      </Text>
      {membership && (
        <Text size="sm" fw={600} c="teal.9" mt={6}>
          {i18n._(
            'You are a member until {date}. Paying again extends your membership by a year, to {extended}.',
            {
              date: formatIndiaDate(membership.activeUntil, locale),
              extended: formatIndiaDate(extendedUntil(membership.activeUntil), locale),
            },
          )}
        </Text>
      )}
    </div>
  );
}
