import type { ReactNode } from 'react';
import classes from './IconTile.module.css';

interface IconTileProps {
  /** Width and height in px. */
  size: number;
  /** `light` (tinted, the default), `blue` (tinted blue) or `filled` (teal, white icon). */
  variant?: 'light' | 'blue' | 'filled';
  round?: boolean;
  children: ReactNode;
}

/** An icon on a coloured square or circle, like Mantine's ThemeIcon. */
export function IconTile({ size, variant = 'light', round = false, children }: IconTileProps) {
  const className = [classes.tile, classes[variant], round && classes.round].filter(Boolean).join(' ');
  return (
    <span className={className} style={{ width: size, height: size }}>
      {children}
    </span>
  );
}
