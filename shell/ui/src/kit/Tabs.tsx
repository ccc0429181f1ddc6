import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './box';
import classes from './Tabs.module.css';

export interface TabsProps<T extends string> {
  /** Prefix of the tabs' and panel's ids: `{id}-tab-{value}`, `{id}-panel-{value}`. */
  id: string;
  value: T;
  onChange: (value: T) => void;
  tabs: readonly { value: T; label: ReactNode }[];
  /** The tab list's name for screen readers. */
  'aria-label': string;
  /** Tabs sharing the width equally. */
  grow?: boolean;
  classNames?: { list?: string; tab?: string; panel?: string };
  /** The selected tab's panel (the others are not rendered). */
  children: ReactNode;
}

/**
 * The ARIA tabs pattern: one Tab stop on the selected tab, arrow keys (wrapping), Home and End move to another tab
 * and select it; the panel follows in the Tab order.
 */
export function Tabs<T extends string>({
  id,
  value,
  onChange,
  tabs,
  'aria-label': label,
  grow,
  classNames,
  children,
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current <= 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    buttons.current.get(tab.value)?.focus();
    if (tab.value !== value) onChange(tab.value);
  };

  return (
    <div id={id}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(classes.list, classNames?.list)}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel-${tab.value}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={cx(classes.tab, grow && classes.grow, classNames?.tab)}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${value}`}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={cx(classes.panel, classNames?.panel)}
      >
        {children}
      </div>
    </div>
  );
}
