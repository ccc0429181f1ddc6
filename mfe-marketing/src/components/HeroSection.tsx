import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@hp/shell-sdk';
import {
  BuildingIcon,
  ClockIcon,
  CreditCardIcon,
  PercentIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
} from './icons';
import { IconTile } from './IconTile';
import section from './section.module.css';
import classes from './HeroSection.module.css';

interface Highlight {
  title: MessageDescriptor;
  detail: MessageDescriptor;
  icon: ReactNode;
}

const HIGHLIGHTS: Highlight[] = [
  {
    title: /*i18n*/ { id: '10-20% Treatment Discount' },
    detail: /*i18n*/ { id: 'On dental and medical treatments at partner clinics' },
    icon: <PercentIcon />,
  },
  {
    title: /*i18n*/ { id: 'Standard EMI Options' },
    detail: /*i18n*/ { id: 'Spread bigger treatments over easy monthly payments' },
    icon: <CreditCardIcon />,
  },
  {
    title: /*i18n*/ { id: '₹2000 Annual Plan' },
    detail: /*i18n*/ { id: 'One payment a year, no renewal fees' },
    icon: <WalletIcon />,
  },
];

const TRUST_LINES = [
  { text: /*i18n*/ { id: 'Trusted by 10,000+ patients' }, icon: <UsersIcon size={18} /> },
  { text: /*i18n*/ { id: '24/7 Emergency Support' }, icon: <ClockIcon size={18} /> },
  { text: /*i18n*/ { id: '30+ Clinics Network' }, icon: <BuildingIcon size={18} /> },
];

export function HeroSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="hero-title" className={classes.hero}>
      <div className={`${section.container} ${section.split}`}>
        <div className={classes.intro}>
          <p className={classes.badge}>
            <ShieldIcon size={14} />
            {i18n._('{brand} membership', { brand: brand.name })}
          </p>
          <h1 id="hero-title" className={classes.title}>
            {i18n._('Quality Healthcare Made Affordable')}
          </h1>
          <p className={`${section.lead} ${classes.lead}`}>
            {i18n._(
              'Dental and general care from a trusted network of clinics, with member discounts, easy EMIs and help whenever you need it.',
            )}
          </p>
          <div className={classes.actions}>
            <Link to="/userlog" className={`${section.button} ${section.large}`}>
              {i18n._('Book Consultation')}
            </Link>
            <Link to="/membership" className={`${section.button} ${section.large} ${section.secondary}`}>
              {i18n._('View Plans')}
            </Link>
          </div>
          <ul
            className={`${section.list} ${classes.trustLines}`}
            aria-label={i18n._('Why patients trust us')}
          >
            {TRUST_LINES.map((line) => (
              <li key={line.text.id} className={classes.trustLine}>
                {line.icon}
                {i18n._(line.text)}
              </li>
            ))}
          </ul>
        </div>

        <ul className={`${section.list} ${classes.highlights}`} aria-label={i18n._('Membership highlights')}>
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight.title.id} className={`${section.card} ${classes.highlight}`}>
              <IconTile size={48}>{highlight.icon}</IconTile>
              <span>
                <span className={classes.highlightTitle}>{i18n._(highlight.title)}</span>
                <span className={`${section.muted} ${classes.highlightDetail}`}>
                  {i18n._(highlight.detail)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
