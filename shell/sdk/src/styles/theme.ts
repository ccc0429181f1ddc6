import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Calm, clinical look: teal primary, soft radius, system fonts (nothing extra to download). Its CSS variables are
 * page-wide (theme-variables.css, checked against this by styles.spec.tsx); the toasts' Mantine renders with it.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Teal 9 is the lightest teal with 4.5:1 against white (WCAG AA), both for teal text and for white on a teal button.
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // WCAG AA (4.5:1 on white) where Mantine's defaults fall short: a toast's text is "dimmed" gray 6 (3.3:1), and
  // its close button has no name for screen readers.
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

/** "Dimmed" text (hints, secondary lines) in gray 7, 7:1 on white; Mantine's gray 6 is 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
