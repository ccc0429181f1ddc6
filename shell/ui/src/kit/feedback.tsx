import type { HTMLAttributes, ReactNode } from 'react';
import { colorVar, cx, splitBoxProps, type BoxProps } from './box';
import classes from './feedback.module.css';

type DivProps = BoxProps & Omit<HTMLAttributes<HTMLDivElement>, 'color' | 'style' | 'title'>;

export type AlertProps = DivProps & {
  title?: ReactNode;
  icon?: ReactNode;
  /** The message's tone; the live region (`role`) is the caller's: `alert` for failures, `status` for news. */
  color?: 'blue' | 'teal' | 'red' | 'yellow' | 'gray';
  children?: ReactNode;
};

/** A boxed message in the flow of the page. */
export function Alert({ title, icon, color = 'blue', children, ...props }: AlertProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <div {...rest} className={cx(classes.alert, classes[color], rest.className)} style={style}>
      {icon && <span className={classes.alertIcon}>{icon}</span>}
      <div className={classes.alertBody}>
        {title && <p className={classes.alertTitle}>{title}</p>}
        {children && <div className={classes.alertMessage}>{children}</div>}
      </div>
    </div>
  );
}

export type BadgeProps = BoxProps &
  Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'style'> & {
    variant?: 'filled' | 'light' | 'white' | 'outline';
    color?: string;
    size?: 'sm' | 'md' | 'lg';
    leftSection?: ReactNode;
    children?: ReactNode;
  };

/** A short label: a status, an offer. */
export function Badge({
  variant = 'filled',
  color = 'teal.9',
  size = 'md',
  leftSection,
  children,
  ...props
}: BadgeProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <span
      {...rest}
      className={cx(classes.badge, classes[`badge-${variant}`], classes[`badge-${size}`], rest.className)}
      style={{ ['--badge-color' as string]: colorVar(color), ...style }}
    >
      {leftSection && <span className={classes.badgeSection}>{leftSection}</span>}
      {children}
    </span>
  );
}

export type ThemeIconProps = BoxProps &
  Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'style'> & {
    size?: number;
    radius?: 'sm' | 'md' | 'lg' | 'xl';
    variant?: 'filled' | 'light';
    color?: string;
    children?: ReactNode;
  };

/** An icon on a coloured tile. */
export function ThemeIcon({
  size = 28,
  radius = 'md',
  variant = 'filled',
  color = 'teal',
  children,
  ...props
}: ThemeIconProps) {
  const { style, rest } = splitBoxProps(props);
  const [name] = color.split('.');
  return (
    <span
      {...rest}
      className={cx(classes.themeIcon, rest.className)}
      style={{
        width: `${size / 16}rem`,
        height: `${size / 16}rem`,
        borderRadius: `var(--mantine-radius-${radius})`,
        ...(variant === 'filled'
          ? { background: colorVar(color), color: 'var(--mantine-color-white)' }
          : {
              background: `var(--mantine-color-${name}-light)`,
              color: `var(--mantine-color-${name}-light-color)`,
            }),
        ...style,
      }}
    >
      {children}
    </span>
  );
}

/** Mantine's oval loader, drawn by the page-wide `.hp-loader` class; its name is what screen readers hear. */
export function Loader({
  'aria-label': label,
  className,
  size = 36,
}: {
  'aria-label'?: string;
  className?: string;
  size?: number;
}) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      className={cx('hp-loader', className)}
      style={{ width: `${size / 16}rem`, height: `${size / 16}rem`, borderWidth: `${size / 128}rem` }}
    />
  );
}

/** A placeholder the size of what is coming. */
export function Skeleton({
  height,
  width = '100%',
  radius = 'sm',
  className,
}: {
  height: number | string;
  width?: number | string;
  radius?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}) {
  const length = (value: number | string) => (typeof value === 'number' ? `${value / 16}rem` : value);
  return (
    <span
      aria-hidden="true"
      className={cx(classes.skeleton, className)}
      style={{
        height: length(height),
        width: length(width),
        borderRadius: `var(--mantine-radius-${radius})`,
      }}
    />
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden({ children, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...props} className={cx(classes.visuallyHidden, props.className)}>
      {children}
    </span>
  );
}
