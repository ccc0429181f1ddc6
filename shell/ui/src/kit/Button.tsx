import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { colorVar, cx, splitBoxProps, type BoxProps } from './box';
import classes from './Button.module.css';

export interface ButtonLookProps extends BoxProps {
  variant?: 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'white';
  /** A theme colour (`teal`, `red.9`); the primary colour unless told. */
  color?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children?: ReactNode;
}

function look({ variant = 'filled', color, size = 'sm', fullWidth, className }: ButtonLookProps) {
  return {
    className: cx(classes.button, classes[variant], classes[size], fullWidth && classes.fullWidth, className),
    colour: color ? ({ '--button-color': colorVar(color) } as CSSProperties) : undefined,
  };
}

function Content({ leftSection, rightSection, children }: ButtonLookProps) {
  return (
    <>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </>
  );
}

export type ButtonProps = ButtonLookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
    /** Busy: a spinner over the label, and not clickable again. */
    loading?: boolean;
  };

export function Button({
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  rightSection,
  loading,
  children,
  ...props
}: ButtonProps) {
  const { style, rest } = splitBoxProps(props);
  const { className, colour } = look({ variant, color, size, fullWidth, className: rest.className });
  return (
    <button
      type="button"
      {...rest}
      className={className}
      style={{ ...colour, ...style }}
      disabled={rest.disabled ?? loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      <Content leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Content>
      {loading && <span className={classes.spinner} aria-hidden="true" />}
    </button>
  );
}

export type ButtonLinkProps = ButtonLookProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    /** A page of the product (the router's link); otherwise `href`. */
    to?: To;
    state?: unknown;
  };

/** A link that looks like a button: it goes somewhere rather than doing something. */
export function ButtonLink({
  variant,
  color,
  size,
  fullWidth,
  leftSection,
  rightSection,
  children,
  to,
  state,
  ...props
}: ButtonLinkProps) {
  const { style, rest } = splitBoxProps(props);
  const { className, colour } = look({ variant, color, size, fullWidth, className: rest.className });
  const content = (
    <Content leftSection={leftSection} rightSection={rightSection}>
      {children}
    </Content>
  );
  return to !== undefined ? (
    <Link {...rest} to={to} state={state} className={className} style={{ ...colour, ...style }}>
      {content}
    </Link>
  ) : (
    <a {...rest} className={className} style={{ ...colour, ...style }}>
      {content}
    </a>
  );
}
