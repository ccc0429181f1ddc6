import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { BadgeIcon, CheckIcon, PiggyBankIcon } from './icons';
import { IconTile } from './IconTile';
import { MEMBERSHIP_CHECKOUT_PATH } from './membershipCheckout';
import section from './section.module.css';
import classes from './PremiumPlanSection.module.css';

/** Eight of the membership page's benefits, with the discounts the spec quotes. */
const PLAN_BENEFITS = [
  /*i18n*/ { id: '10-20% off dental treatments' },
  /*i18n*/ { id: '35-40% off health packages' },
  /*i18n*/ { id: 'Discounts on aligners and implants' },
  /*i18n*/ { id: 'Discounted root canal treatment' },
  /*i18n*/ { id: '10% off opticals and hearing aids' },
  /*i18n*/ { id: 'Free medicine delivery' },
  /*i18n*/ { id: 'Free eye check-up' },
  /*i18n*/ { id: 'Free dental OP consultation' },
];

export function PremiumPlanSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="plan-title" className={`${section.section} ${section.tinted}`}>
      <div className={`${section.container} ${section.split}`}>
        <div className={section.stack}>
          <p className={section.eyebrow}>{i18n._('Membership')}</p>
          <h2 id="plan-title" className={section.title}>
            {i18n._('One plan, a whole year of savings')}
          </h2>
          <p className={section.lead}>
            {i18n._(
              'Pay once and use your benefits at every clinic in our network. Members save up to ₹50,000 a year on treatments, medicines and check-ups.',
            )}
          </p>
          <p className={classes.promise}>
            <IconTile size={40} round>
              <PiggyBankIcon size={22} />
            </IconTile>
            {i18n._('One-time payment, no renewal fees')}
          </p>
        </div>

        <article aria-labelledby="premium-plan-name" className={`${section.card} ${classes.plan}`}>
          <div className={classes.planHeader}>
            <div className={classes.planName}>
              <IconTile size={44} variant="filled">
                <BadgeIcon />
              </IconTile>
              <h3 id="premium-plan-name" className={classes.planTitle}>
                {i18n._('Premium Plan')}
              </h3>
            </div>
            <span className={classes.bestValue}>{i18n._('Best value')}</span>
          </div>
          <p className={classes.price}>
            <span className={classes.amount}>₹2000</span>{' '}
            <span className={section.muted}>{i18n._('per year')}</span>
          </p>
          <ul className={`${section.list} ${classes.benefits}`}>
            {PLAN_BENEFITS.map((benefit) => (
              <li key={benefit.id} className={classes.benefit}>
                <IconTile size={20} round>
                  <CheckIcon size={14} />
                </IconTile>
                {i18n._(benefit)}
              </li>
            ))}
          </ul>
          <Link to={MEMBERSHIP_CHECKOUT_PATH} className={`${section.button} ${section.block}`}>
            {i18n._('Join Membership Plan')}
          </Link>
          <p className={classes.details}>
            <Link to="/membership" className={section.link}>
              {i18n._('See all benefits')}
            </Link>
          </p>
        </article>
      </div>
    </section>
  );
}
