import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, useSession } from '@hp/shell-sdk';
import { Button, Container, Group, Stack, Text, Title } from '@hp/ui';
import classes from './admin.module.css';

/**
 * An admin page's frame: its heading, the header's buttons (the page's own, then Logout) and the content. Logout
 * clears the session and goes to /admin even when the server call fails.
 */
export function AdminFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await useSession.getState().signOut();
      notify.success(i18n._('Logged out successfully'));
    } catch {
      notify.success(i18n._('Logout completed'));
    } finally {
      void navigate('/admin', { replace: true });
    }
  };

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="lg">
        <header className={classes.header}>
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {subtitle && <Text c="gray.7">{subtitle}</Text>}
          </Stack>
          <Group gap="sm">
            {actions}
            <Button variant="default" disabled={loggingOut} onClick={() => void logout()}>
              {loggingOut ? i18n._('Logging out...') : i18n._('Logout')}
            </Button>
          </Group>
        </header>
        {children}
      </Stack>
    </Container>
  );
}

/** A row of counters: each a label and a number (the server counts them). */
export function Counters({ items }: { items: readonly { label: string; value: number | undefined }[] }) {
  return (
    <dl className={classes.counters}>
      {items.map((item) => (
        <div key={item.label} className={classes.counter}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Previous / Next over keyset pages (`useKeysetPages`); Next follows the cursor the last answer gave. */
export function Pager({ pages, nextCursor }: { pages: KeysetPages; nextCursor: string | null | undefined }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._('Pages')} className={classes.pager}>
      <Button variant="default" disabled={pages.page === 1} onClick={pages.previous}>
        {i18n._('Previous')}
      </Button>
      <Text size="sm" component="span">
        {i18n._('Page {page}', { page: pages.page })}
      </Text>
      <Button variant="default" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
        {i18n._('Next')}
      </Button>
    </nav>
  );
}

export type KeysetPages = ReturnType<typeof useKeysetPages>;

/**
 * Keyset paging: the cursors of the pages visited so far, so that Previous needs no offset. `filtered` applies a change
 * of the list's filters and starts again from the first page; `query` is the cursor to send, when there is one.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  return {
    query: cursor ? { cursor } : {},
    page: cursors.length,
    next: (next: string) => setCursors((list) => [...list, next]),
    previous: () => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    filtered: (change: () => void) => {
      change();
      setCursors([undefined]);
    },
  };
}
