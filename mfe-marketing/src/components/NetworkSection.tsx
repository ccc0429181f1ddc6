import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { PartnerLogos } from './PartnerLogos';
import { SectionHeading } from './SectionHeading';
import { BuildingIcon, PercentIcon, PiggyBankIcon, UsersIcon } from './icons';
import { IconTile } from './IconTile';
import section from './section.module.css';
import classes from './NetworkSection.module.css';

interface Statistic {
  value: string;
  label: MessageDescriptor;
  icon: ReactNode;
}

const STATISTICS: Statistic[] = [
  { value: '30+', label: /*i18n*/ { id: 'Partner clinics' }, icon: <BuildingIcon /> },
  { value: '10,000+', label: /*i18n*/ { id: 'Happy members' }, icon: <UsersIcon /> },
  { value: '10-20%', label: /*i18n*/ { id: 'Discounts on treatments' }, icon: <PercentIcon /> },
  { value: '₹50,000', label: /*i18n*/ { id: 'Savings a year (up to)' }, icon: <PiggyBankIcon /> },
];

export function NetworkSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="network-title" className={section.section}>
      <div className={section.container}>
        <SectionHeading
          id="network-title"
          eyebrow={i18n._('Our network')}
          title={i18n._('A Growing Network You Can Trust')}
        >
          {i18n._(
            'Clinics, pharmacies and laboratories across the city, all honouring your membership benefits.',
          )}
        </SectionHeading>
        <ul className={`${section.list} ${classes.statistics}`} aria-label={i18n._('Network in numbers')}>
          {STATISTICS.map((statistic) => (
            <li key={statistic.label.id} className={`${section.card} ${classes.statistic}`}>
              <IconTile size={44} round>
                {statistic.icon}
              </IconTile>
              <span className={classes.value}>{statistic.value}</span>
              <span className={`${section.muted} ${classes.label}`}>{i18n._(statistic.label)}</span>
            </li>
          ))}
        </ul>
        <h3 id="partners-title" className={classes.partnersTitle}>
          {i18n._('Our partners')}
        </h3>
        <PartnerLogos labelledBy="partners-title" />
      </div>
    </section>
  );
}
