import { brand, telHref } from '@hp/shell-sdk';
import { Trans, useLingui } from '@lingui/react';
import classes from './layout.module.css';

/** The spec's header line: the emergency number and the 24/7 note. */
export function EmergencyBar() {
  const { i18n } = useLingui();
  return (
    <div className={classes.emergencyBar}>
      <span>
        <Trans
          id="Emergency: <0>{phone}</0>"
          values={{ phone: brand.emergencyPhone }}
          components={{ 0: <a href={telHref(brand.emergencyPhone)} /> }}
        />
      </span>
      <span>{i18n._('Available 24/7')}</span>
    </div>
  );
}
