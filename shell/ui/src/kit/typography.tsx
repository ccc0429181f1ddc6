import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  CSSProperties,
  HTMLAttributes,
  ReactNode,
  Ref,
} from 'react';
import { Link, type To } from 'react-router-dom';
import { cx, splitBoxProps, type BoxProps } from './box';
import classes from './typography.module.css';

type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface TypeProps extends BoxProps {
  /** Font size: a theme size or pixels. */
  fz?: TextSize | number;
  lh?: CSSProperties['lineHeight'];
  tt?: CSSProperties['textTransform'];
}

function typeStyle({ fz, lh, tt }: TypeProps): CSSProperties {
  return {
    ...(fz !== undefined && {
      fontSize: typeof fz === 'number' ? `${fz / 16}rem` : `var(--mantine-font-size-${fz})`,
    }),
    ...(lh !== undefined && { lineHeight: lh }),
    ...(tt && { textTransform: tt }),
  };
}

export type TextProps = TypeProps &
  Omit<HTMLAttributes<HTMLElement>, 'color' | 'style'> & {
    size?: TextSize;
    component?: 'p' | 'span' | 'div' | 'label' | 'strong' | 'small';
    children?: ReactNode;
  };

/** Body text: a paragraph of the theme's size `size` (`md` unless told). */
export function Text({ size = 'md', component: Element = 'p', fz, lh, tt, ...props }: TextProps) {
  const { style, rest } = splitBoxProps(props);
  return (
    <Element
      {...rest}
      className={cx(classes.text, classes[size], rest.className)}
      style={{ ...typeStyle({ fz, lh, tt }), ...style }}
    />
  );
}

export type TitleProps = TypeProps &
  Omit<HTMLAttributes<HTMLHeadingElement>, 'color' | 'style'> & {
    order?: 1 | 2 | 3 | 4 | 5 | 6;
    children?: ReactNode;
    /** To move the focus to the heading (give it `tabIndex={-1}`). */
    ref?: Ref<HTMLHeadingElement>;
  };

/** A heading `h{order}` at the theme's size for that level. */
export function Title({ order = 1, fz, lh, tt, ...props }: TitleProps) {
  const { style, rest } = splitBoxProps(props);
  const Heading = `h${order}` as const;
  return (
    <Heading
      {...rest}
      className={cx(classes.title, classes[Heading], rest.className)}
      style={{ ...typeStyle({ fz, lh, tt }), ...style }}
    />
  );
}

export type AnchorProps = TypeProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    /** A page of the product (the router's link); otherwise `href`. */
    to?: To;
    size?: TextSize;
    children?: ReactNode;
  };

/** A link, always underlined: it must not be told apart by its colour alone (WCAG 1.4.1). */
export function Anchor({ to, size, fz, lh, tt, ...props }: AnchorProps) {
  const { style, rest } = splitBoxProps(props);
  const className = cx(classes.anchor, size && classes[size], rest.className);
  const css = { ...typeStyle({ fz, lh, tt }), ...style };
  return to !== undefined ? (
    <Link {...rest} to={to} className={className} style={css} />
  ) : (
    <a {...rest} className={className} style={css} />
  );
}

export type TextButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { size?: TextSize };

/** A button that reads like a link: a small action inside a form (resend the code, go back a step). */
export function TextButton({ size, className, type = 'button', ...props }: TextButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cx(classes.anchor, classes.textButton, size && classes[size], className)}
    />
  );
}
