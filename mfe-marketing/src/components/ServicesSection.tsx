import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';
import { CalendarIcon, FamilyIcon, HeartPulseIcon, ShieldIcon, StethoscopeIcon, WalletIcon } from './icons';
import { IconTile } from './IconTile';
import section from './section.module.css';
import classes from './ServicesSection.module.css';

interface Service {
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: ReactNode;
}

const SERVICES: Service[] = [
  {
    title: /*i18n*/ { id: 'Insurance Integration' },
    description: /*i18n*/ {
      id: 'Use your health insurance at partner clinics, with our team handling the paperwork.',
    },
    icon: <ShieldIcon />,
  },
  {
    title: /*i18n*/ { id: 'Flexible Payment Plans' },
    description: /*i18n*/ {
      id: 'Pay for larger treatments in easy monthly instalments with standard EMI options.',
    },
    icon: <WalletIcon />,
  },
  {
    title: /*i18n*/ { id: 'Preventive Care' },
    description: /*i18n*/ {
      id: 'Regular check-ups and screenings that catch problems early and keep costs low.',
    },
    icon: <HeartPulseIcon />,
  },
  {
    title: /*i18n*/ { id: 'Easy Appointment Booking' },
    description: /*i18n*/ {
      id: 'Book a visit online in minutes and get a confirmation from the clinic quickly.',
    },
    icon: <CalendarIcon />,
  },
  {
    title: /*i18n*/ { id: 'Family Healthcare Plans' },
    description: /*i18n*/ {
      id: 'Cover the whole family under one membership, from children to grandparents.',
    },
    icon: <FamilyIcon />,
  },
  {
    title: /*i18n*/ { id: 'Specialist Consultations' },
    description: /*i18n*/ {
      id: 'See experienced dentists and specialists across our network at member prices.',
    },
    icon: <StethoscopeIcon />,
  },
];

export function ServicesSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="services-title" className={section.section}>
      <div className={section.container}>
        <SectionHeading id="services-title" eyebrow={i18n._('What we offer')} title={i18n._('Our Services')}>
          {i18n._("Everything you need to look after your family's health, without the worry about cost.")}
        </SectionHeading>
        <ul className={`${section.list} ${classes.grid}`}>
          {SERVICES.map((service) => (
            <li key={service.title.id} className={`${section.card} ${classes.service}`}>
              <IconTile size={52} variant="blue">
                {service.icon}
              </IconTile>
              <h3 className={classes.serviceTitle}>{i18n._(service.title)}</h3>
              <p className={`${section.muted} ${classes.serviceText}`}>{i18n._(service.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
