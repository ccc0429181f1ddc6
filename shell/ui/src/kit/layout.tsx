import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cx, spacing, splitBoxProps, type BoxProps, type Spacing } from './box';
import classes from './layout.module.css';

type BlockElement =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li';

export type BlockProps = BoxProps &
  Omit<HTMLAttributes<HTMLElement>, 'color' | 'style'> & {
    /** The element drawn; a `div` unless the content is a list, a section, ... */
    component?: BlockElement;
    children?: ReactNode;
  };

function Block({ component: Element = 'div', base, ...props }: BlockProps & { base: string | undefined }) {
  const { style, rest } = splitBoxProps(props);
  return <Element {...rest} className={cx(base, rest.className)} style={style} />;
}

export type FlexProps = BlockProps & {
  gap?: Spacing;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
};

const flexStyle = ({ gap, align, justify, style }: FlexProps): CSSProperties => ({
  ...(gap !== undefined && { gap: spacing(gap) }),
  ...(align && { alignItems: align }),
  ...(justify && { justifyContent: justify }),
  ...style,
});

/** Children one under the other, `md` apart unless told. */
export function Stack({ gap, align, justify, ...props }: FlexProps) {
  return (
    <Block {...props} base={classes.stack} style={flexStyle({ gap, align, justify, style: props.style })} />
  );
}

/** Children side by side, wrapping on a narrow screen unless `wrap="nowrap"`. */
export function Group({ gap, align, justify, wrap, ...props }: FlexProps & { wrap?: 'wrap' | 'nowrap' }) {
  return (
    <Block
      {...props}
      base={classes.group}
      style={{ ...flexStyle({ gap, align, justify, style: props.style }), ...(wrap && { flexWrap: wrap }) }}
    />
  );
}

export function Center(props: BlockProps) {
  return <Block {...props} base={classes.center} />;
}

/** The page's column: centred, at most `size` wide (pixels or a breakpoint name), with the side padding of a phone. */
export function Container({
  size = 'md',
  ...props
}: BlockProps & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number }) {
  const maxWidth = typeof size === 'number' ? `${size / 16}rem` : `var(--container-size-${size})`;
  return <Block {...props} base={classes.container} style={{ maxWidth, ...props.style }} />;
}

/** A surface: white, optionally bordered and shadowed; `Card` is the same with the card's padding. */
export function Paper({
  withBorder,
  shadow,
  radius = 'md',
  ...props
}: BlockProps & {
  withBorder?: boolean;
  shadow?: 'xs' | 'sm' | 'md' | 'lg';
  radius?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Block
      {...props}
      base={cx(classes.paper, withBorder && classes.bordered)}
      style={{
        borderRadius: `var(--mantine-radius-${radius})`,
        ...(shadow && { boxShadow: `var(--mantine-shadow-${shadow})` }),
        ...props.style,
      }}
    />
  );
}

/** Equal columns: `cols` on every screen; a page that changes them by width does so in its CSS module. */
export function SimpleGrid({
  cols = 1,
  spacing: gap = 'md',
  ...props
}: BlockProps & { cols?: number; spacing?: Spacing }) {
  return (
    <Block
      {...props}
      base={classes.grid}
      style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gap: spacing(gap), ...props.style }}
    />
  );
}
