import { useEffect, useRef, type ReactElement } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import { brand } from '@hp/shell-sdk';
import { Anchor, Container, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@hp/ui';
import { FileTextIcon, ShieldIcon } from '../../components/icons';
import { PRIVACY_POLICY, TERMS, type Policy, type PolicyBlock, type PolicyLink } from './policyTexts';
import wash from '../../components/brandWash.module.css';
import classes from './PoliciesPage.module.css';

type PolicyTab = 'privacy' | 'terms';

/**
 * The tab a URL asks for: `#terms` (or `?tab=terms`) opens Terms & Conditions, so a link can point at it;
 * /privacypolicy itself, `#privacy` and anything else open the Privacy Policy (the spec's default).
 */
export function tabOf(location: Pick<Location, 'hash' | 'search'>): PolicyTab {
  const asked = location.hash.replace(/^#/, '') || new URLSearchParams(location.search).get('tab');
  return asked === 'terms' ? 'terms' : 'privacy';
}

const TABS_ID = 'policies';
const tabId = (tab: PolicyTab) => `${TABS_ID}-tab-${tab}`;

function linkFor(link: PolicyLink): ReactElement {
  // In running text a link is underlined and dark enough to tell from the text around it (WCAG 1.4.1, 1.4.3).
  if (link === 'email') return <Anchor href={`mailto:${brand.email}`} c="teal.9" />;
  return <Anchor to={{ hash: link }} c="teal.9" />;
}

function Block({ block }: { block: PolicyBlock }) {
  const { i18n } = useLingui();
  const values = { brand: brand.name, email: brand.email };
  if ('list' in block) {
    return (
      <ul className={classes.list}>
        {block.list.map((item) => (
          <li key={item.id}>{i18n._({ ...item, values })}</li>
        ))}
      </ul>
    );
  }
  return (
    <Text>
      {block.link ? (
        <Trans id={block.paragraph.id} values={values} components={{ 0: linkFor(block.link) }} />
      ) : (
        i18n._({ ...block.paragraph, values })
      )}
    </Text>
  );
}

function PolicyText({ policy, id }: { policy: Policy; id: string }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title id={id} order={2} className={classes.policyTitle}>
        {i18n._(policy.title)}
      </Title>
      {policy.intro.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {policy.sections.map((section) => (
        <Stack key={section.id} component="section" gap="xs" aria-labelledby={`policy-${section.id}`}>
          <Title id={`policy-${section.id}`} order={3} fz="lg">
            {i18n._(section.title)}
          </Title>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** On a phone both tabs fit side by side: smaller text, no icons. */
const tabLabel = (icon: ReactElement, label: string) => (
  <>
    <span className={classes.tabIcon}>{icon}</span>
    {label}
  </>
);

/** /privacypolicy: the Privacy Policy and the Terms & Conditions, one tab each; the URL's hash names the tab. */
export default function PoliciesPage() {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location);

  // A link that switches the tab (from the other tab's text) takes the reader, and the focus, to the tab bar.
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    const active = document.getElementById(tabId(tab));
    if (active && active !== document.activeElement) {
      active.scrollIntoView?.({ block: 'start' });
      active.focus({ preventScroll: true });
    }
  }, [tab]);

  const choose = (value: PolicyTab) => void navigate({ search: '', hash: value }, { replace: true });

  return (
    <>
      <section aria-labelledby="policies-title" className={`${classes.hero} ${wash.wash}`}>
        <Container size="md">
          <Stack gap="sm">
            <Title id="policies-title" order={1} className={classes.heroTitle}>
              {i18n._('Policies')}
            </Title>
            <Text className={classes.heroLead} c="gray.7">
              {i18n._('How {brand} handles your data, and the terms of our membership and bookings.', {
                brand: brand.name,
              })}
            </Text>
            <Text size="sm" c="gray.7">
              {i18n._('Last updated: November 2026')}
            </Text>
          </Stack>
        </Container>
      </section>

      <Container size="md" className={classes.body}>
        <Tabs
          id={TABS_ID}
          value={tab}
          onChange={choose}
          aria-label={i18n._('Policies')}
          grow
          classNames={{ list: classes.tabList, tab: classes.tab }}
          tabs={[
            { value: 'privacy', label: tabLabel(<ShieldIcon size={16} />, i18n._('Privacy Policy')) },
            { value: 'terms', label: tabLabel(<FileTextIcon size={16} />, i18n._('Terms & Conditions')) },
          ]}
        >
          <PolicyText
            policy={tab === 'privacy' ? PRIVACY_POLICY : TERMS}
            id={tab === 'privacy' ? 'privacy-title' : 'terms-title'}
            key={tab}
          />
        </Tabs>

        <Paper withBorder radius="md" p="lg" mt={48}>
          <Stack gap={6} align="flex-start">
            <ThemeIcon size={36} radius="md" variant="light" color="teal">
              <ShieldIcon size={18} />
            </ThemeIcon>
            <Text fw={600}>{i18n._('Want your data deleted or have a question?')}</Text>
            <Text size="sm" c="gray.7">
              <Trans
                id="Write to <0>{email}</0> and we will help you."
                values={{ email: brand.email }}
                components={{ 0: <Anchor href={`mailto:${brand.email}`} c="teal.9" /> }}
              />
            </Text>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
