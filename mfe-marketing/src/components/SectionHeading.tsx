import type { ReactNode } from 'react';
import section from './section.module.css';
import classes from './SectionHeading.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The centred h2 (and lead text) that opens every section below the hero. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className={classes.heading}>
      {eyebrow && <p className={section.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={section.title}>
        {title}
      </h2>
      {children && <p className={section.lead}>{children}</p>}
    </div>
  );
}
