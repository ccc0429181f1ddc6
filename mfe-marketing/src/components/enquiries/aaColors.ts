import type { CSSProperties } from 'react';

/**
 * Mantine's default error red (red 6) and dimmed grey (gray 6) read below WCAG AA contrast on white (about 3.3:1).
 * The form pages set darker ones for everything inside them: field errors, invalid fields and descriptions.
 */
export const AA_TEXT_COLORS = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;

/** A side note's card: white (so teal 9 links keep AA contrast) with the brand's colour down its left edge. */
export const ACCENT_BORDER: CSSProperties = { borderLeft: '4px solid var(--mantine-color-teal-7)' };
