import { brand } from '@hp/shell-sdk';
import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { EmergencyBar } from './EmergencyBar';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { SiteFooter } from './SiteFooter';
import classes from './layout.module.css';

const EMERGENCY_BAR_HEIGHT = 32;
const NAV_HEIGHT = 64;

/** Header (emergency line + navigation), the page area, and the footer. Below `md` the menu folds into a burger. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: EMERGENCY_BAR_HEIGHT + NAV_HEIGHT }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { desktop: true, mobile: !menuOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <EmergencyBar />
        <Group h={NAV_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand} onClick={menu.close}>
            {brand.name}
          </Link>
          <Group component="nav" aria-label={i18n._('Main')} gap={4} visibleFrom="md" wrap="nowrap">
            <MainNav />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              aria-label={menuOpen ? i18n._('Close menu') : i18n._('Open menu')}
              aria-expanded={menuOpen}
              aria-controls="main-menu"
            />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Rendered only while open, so the links are not in the page twice for screen readers. */}
      <AppShell.Navbar p="md" hiddenFrom="md" id="main-menu">
        {menuOpen && (
          <Stack component="nav" aria-label={i18n._('Main menu')} gap={4}>
            <MainNav onNavigate={menu.close} />
          </Stack>
        )}
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
