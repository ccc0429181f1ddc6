import { createTheme } from '@mantine/core';

/** Calm, clinical look: teal primary, soft radius, system fonts (nothing extra to download). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // WCAG AA (4.5:1 on white) where Mantine's defaults fall short: field errors are red 6 (3.3:1) and a toast's
  // text is "dimmed" gray 6 (3.3:1); a toast's close button has no name for screen readers.
  components: {
    InputWrapper: { styles: { error: { color: 'var(--mantine-color-red-9)' } } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});
