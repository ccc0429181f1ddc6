import { lazy, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AfterFirstPaint, ScreenHeightPlaceholder, brand } from '@hp/shell-sdk';
import { Badge, ButtonLink, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@hp/ui';
import { membershipInquiryHref } from '../../components/mailto';
import { MEMBERSHIP_CHECKOUT_PATH } from '../../components/membershipCheckout';
import { SectionHeading } from '../../components/SectionHeading';
import {
  BadgeIcon,
  BuildingIcon,
  CheckIcon,
  CreditCardIcon,
  MailIcon,
  PercentIcon,
  PiggyBankIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
} from '../../components/icons';
import wash from '../../components/brandWash.module.css';
import { PRICE_PENDING, PriceSkeleton } from './priceSkeleton';
import classes from './MembershipPage.module.css';

// The price comes from the payment service's catalogue through the data-fetching library, which the rest of the page
// does without: its parts are fetched once the page's text has been painted (./membershipPrice).
const HeroPrice = lazy(() => import('./membershipPrice').then(({ HeroPrice }) => ({ default: HeroPrice })));
const PricedText = lazy(() => import('./membershipPrice').then(({ PricedText }) => ({ default: PricedText })));

interface BenefitGroup {
  id: string;
  title: MessageDescriptor;
  icon: ReactNode;
  benefits: readonly MessageDescriptor[];
}

/**
 * The spec's 15 benefits (public-site.md, section 2). Percentages only where the spec gives one (section 9); the
 * spec names 13 items, the last two lines are the plan's EMI options and clinics network it states elsewhere.
 */
export const BENEFIT_GROUPS: readonly BenefitGroup[] = [
  {
    id: 'discounts',
    title: /*i18n*/ { id: 'Member discounts' },
    icon: <PercentIcon size={18} />,
    benefits: [
      /*i18n*/ { id: '35-40% off health packages' },
      /*i18n*/ { id: '10-20% off dental treatments' },
      /*i18n*/ { id: 'Discount on clear aligners' },
      /*i18n*/ { id: 'Discount on dental implants' },
      /*i18n*/ { id: 'Discount on root canal treatment' },
      /*i18n*/ { id: '10% off opticals' },
      /*i18n*/ { id: 'Discount on hearing aids' },
      /*i18n*/ { id: 'Discount on yoga sessions' },
      /*i18n*/ { id: 'Discount on lab sample collection' },
      /*i18n*/ { id: 'Discount on PTA (hearing) screening' },
    ],
  },
  {
    id: 'free',
    title: /*i18n*/ { id: 'Included free' },
    icon: <BadgeIcon size={18} />,
    benefits: [
      /*i18n*/ { id: 'Free medicine delivery' },
      /*i18n*/ { id: 'Free eye check-up' },
      /*i18n*/ { id: 'Free dental OP consultation' },
    ],
  },
  {
    id: 'always',
    title: /*i18n*/ { id: 'Always with you' },
    icon: <ShieldIcon size={18} />,
    benefits: [
      /*i18n*/ { id: 'Standard EMI options on treatments' },
      /*i18n*/ { id: 'Benefits at every clinic of our 30+ clinics network' },
    ],
  },
];

const STEPS: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode }[] = [
  {
    title: /*i18n*/ { id: 'Sign Up' },
    text: /*i18n*/ { id: 'Create your free account in a minute with your name, phone number and e-mail.' },
    icon: <UsersIcon />,
  },
  {
    title: /*i18n*/ { id: 'Activate Benefits' },
    text: /*i18n*/ {
      id: 'Pay {price} once for the year and your membership benefits are active straight away.',
    },
    icon: <CreditCardIcon />,
  },
  {
    title: /*i18n*/ { id: 'Enjoy Savings' },
    text: /*i18n*/ {
      id: 'Use your benefits at our partner clinics, pharmacies and laboratories and save on every visit.',
    },
    icon: <PiggyBankIcon />,
  },
];

function MembershipHero() {
  const { i18n } = useLingui();
  const promises = [
    i18n._('One-time payment'),
    i18n._('No renewal fees'),
    i18n._('Save up to ₹50,000 a year'),
  ];
  return (
    <section aria-labelledby="membership-title" className={`${classes.hero} ${wash.wash}`}>
      <Container size="lg">
        <div className={classes.heroColumns}>
          <Stack gap="lg" justify="center">
            <Badge variant="white" color="teal.9" size="lg" leftSection={<ShieldIcon size={14} />}>
              {i18n._('{brand} annual plan', { brand: brand.name })}
            </Badge>
            <Title id="membership-title" order={1} className={classes.heroTitle}>
              {i18n._('Premium Membership')}
            </Title>
            <Text c="gray.7" maw={520} className={classes.lead}>
              {i18n._(
                'One plan for dental and general healthcare for the whole year: member discounts on treatments, health packages and opticals, and free extras at our partner clinics, pharmacies and laboratories.',
              )}
            </Text>
          </Stack>

          <Paper withBorder shadow="md" radius="lg" p="xl" aria-labelledby="membership-price-title">
            <Badge color="red.9" variant="filled" mb="md">
              {i18n._('Limited time offer')}
            </Badge>
            <Group gap="sm" wrap="nowrap" mb="md">
              <ThemeIcon size={44} radius="md" color="teal">
                <WalletIcon />
              </ThemeIcon>
              <Title id="membership-price-title" order={2} fz="xl">
                {i18n._('Annual membership')}
              </Title>
            </Group>
            <Group gap={6} align="baseline" mb="lg">
              <AfterFirstPaint fallback={<PriceSkeleton />}>
                <HeroPrice />
              </AfterFirstPaint>
              <Text c="gray.7">{i18n._('per year')}</Text>
            </Group>
            <Stack component="ul" gap="xs" mb="xl">
              {promises.map((promise) => (
                <Group component="li" key={promise} gap="xs" wrap="nowrap">
                  <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                    <CheckIcon size={14} />
                  </ThemeIcon>
                  <Text fw={500}>{promise}</Text>
                </Group>
              ))}
            </Stack>
            <ButtonLink
              to={MEMBERSHIP_CHECKOUT_PATH}
              size="lg"
              color="teal.9"
              fullWidth
              className={classes.wrappingButton}
            >
              {i18n._('Join Now - Limited Time Offer')}
            </ButtonLink>
            <Text size="sm" c="gray.7" ta="center" mt="xs">
              {i18n._('Pay securely online; your membership starts as soon as the payment is confirmed.')}
            </Text>
          </Paper>
        </div>
      </Container>
    </section>
  );
}

function BenefitsSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="benefits-title" className={classes.section}>
      <Container size="lg">
        <SectionHeading
          id="benefits-title"
          eyebrow={i18n._('Membership benefits')}
          title={i18n._('15 benefits in one plan')}
        >
          {i18n._('Everything your membership includes, at every partner of our network.')}
        </SectionHeading>
        <ul className={classes.benefits}>
          {BENEFIT_GROUPS.flatMap((group) =>
            group.benefits.map((benefit) => (
              <Paper component="li" key={benefit.id} withBorder radius="md" p="md">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={36} radius="md" variant="light" color="teal" aria-hidden="true">
                    {group.icon}
                  </ThemeIcon>
                  <div>
                    <Text fw={600} lh={1.35}>
                      {i18n._(benefit)}
                    </Text>
                    <Text
                      size="xs"
                      c="gray.7"
                      tt="uppercase"
                      fw={600}
                      mt={4}
                      style={{ letterSpacing: '0.5px' }}
                    >
                      {i18n._(group.title)}
                    </Text>
                  </div>
                </Group>
              </Paper>
            )),
          )}
        </ul>
      </Container>
    </section>
  );
}

function HowItWorksSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="how-title" className={`${classes.section} ${classes.tinted}`}>
      <Container size="lg">
        <SectionHeading id="how-title" eyebrow={i18n._('Three steps')} title={i18n._('How It Works')}>
          {i18n._('From sign-up to savings in a few minutes.')}
        </SectionHeading>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <Paper component="li" key={step.title.id} withBorder radius="md" p="xl" shadow="xs">
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={52} radius="md" variant="light" color="blue">
                  {step.icon}
                </ThemeIcon>
                <Text fz={36} fw={800} c="teal.9" lh={1} aria-hidden="true">
                  {index + 1}
                </Text>
              </Group>
              <Title order={3} fz="lg" mb={6}>
                {i18n._(step.title)}
              </Title>
              <Text size="sm" c="gray.7">
                <AfterFirstPaint fallback={i18n._({ ...step.text, values: { price: PRICE_PENDING } })}>
                  <PricedText message={step.text} />
                </AfterFirstPaint>
              </Text>
            </Paper>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function ClosingSection() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="membership-closing-title" className={classes.section}>
      <Container size="md">
        <div className={`${classes.closing} ${wash.wash}`}>
          <Stack gap="md" align="center">
            <ThemeIcon size={52} radius="xl" color="teal">
              <BuildingIcon />
            </ThemeIcon>
            <Title id="membership-closing-title" order={2} className={classes.closingTitle}>
              {i18n._('Ready to start saving?')}
            </Title>
            <Text c="gray.7" maw={560} className={classes.lead}>
              {i18n._(
                'Ask us about the membership plans by e-mail, or book a consultation at a clinic near you.',
              )}
            </Text>
            <Group gap="sm" justify="center">
              <ButtonLink
                href={membershipInquiryHref()}
                size="lg"
                variant="default"
                leftSection={<MailIcon size={18} />}
              >
                {i18n._('Membership Plans')}
              </ButtonLink>
              <ButtonLink to="/userlog" size="lg" color="teal.9">
                {i18n._('Book Consultation')}
              </ButtonLink>
            </Group>
          </Stack>
        </div>
      </Container>
    </section>
  );
}

/** /membership: the Premium Membership offer, its benefits, how joining works, and how to ask or book. */
export default function MembershipPage() {
  return (
    <>
      <MembershipHero />
      {/* Below the first screen: rendered once the hero has been painted (a screen's height kept meanwhile, so that
          the footer does not show and move). */}
      <AfterFirstPaint fallback={<ScreenHeightPlaceholder />}>
        <BenefitsSection />
        <HowItWorksSection />
        <ClosingSection />
      </AfterFirstPaint>
    </>
  );
}
