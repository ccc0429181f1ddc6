import type { CSSProperties } from 'react';

/** A spacing token of the theme (`var(--mantine-spacing-md)`, ...) or pixels. */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

export const spacing = (value: Spacing): string =>
  typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`;

/**
 * A theme colour by its Mantine name, so that the kit draws with the palette every page already carries
 * (`styles/theme-variables.css`): `teal` is the filled shade, `teal.9` one shade, `dimmed` the hint grey.
 */
export function colorVar(color: string): string {
  if (color === 'dimmed' || color === 'white' || color === 'black') return `var(--mantine-color-${color})`;
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value / 16}rem` : value);

/** The few one-off adjustments a page makes in place; anything responsive belongs in its CSS module. */
export interface BoxProps {
  className?: string;
  style?: CSSProperties;
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Spacing;
  px?: Spacing;
  py?: Spacing;
  maw?: number | string;
  w?: number | string;
  ta?: CSSProperties['textAlign'];
  c?: string;
  fw?: CSSProperties['fontWeight'];
}

export const BOX_KEYS = ['m', 'mt', 'mb', 'mx', 'my', 'p', 'px', 'py', 'maw', 'w', 'ta', 'c', 'fw'] as const;

/** Splits a component's props into the element's own and the style its box props make. */
export function splitBoxProps<P extends BoxProps>(
  props: P,
): { style: CSSProperties; rest: Omit<P, (typeof BOX_KEYS)[number] | 'style'> } {
  const { m, mt, mb, mx, my, p, px, py, maw, w, ta, c, fw, style, ...rest } = props;
  const css: CSSProperties = {};
  if (m !== undefined) css.margin = spacing(m);
  if (my !== undefined) css.marginBlock = spacing(my);
  if (mx !== undefined) css.marginInline = spacing(mx);
  if (mt !== undefined) css.marginTop = spacing(mt);
  if (mb !== undefined) css.marginBottom = spacing(mb);
  if (p !== undefined) css.padding = spacing(p);
  if (py !== undefined) css.paddingBlock = spacing(py);
  if (px !== undefined) css.paddingInline = spacing(px);
  if (maw !== undefined) css.maxWidth = length(maw);
  if (w !== undefined) css.width = length(w);
  if (ta !== undefined) css.textAlign = ta;
  if (c !== undefined) css.color = colorVar(c);
  if (fw !== undefined) css.fontWeight = fw;
  return { style: { ...css, ...style }, rest };
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
