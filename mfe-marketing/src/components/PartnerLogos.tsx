import classes from './PartnerLogos.module.css';

interface Partner {
  name: string;
  color: string;
  /** The mark drawn left of the name, in a 40x40 box. */
  mark: 'cross' | 'tooth' | 'flask' | 'capsule' | 'eye';
}

/**
 * Placeholder partner wordmarks (fictional names) until real partner artwork is licensed. Their colours keep
 * at least 4.5:1 against white, like text.
 */
const PARTNERS: Partner[] = [
  { name: 'CityCare Hospitals', color: '#0b7285', mark: 'cross' },
  { name: 'BrightSmile Dental', color: '#1971c2', mark: 'tooth' },
  { name: 'Precision Labs', color: '#5f3dc4', mark: 'flask' },
  { name: 'WellRx Pharmacy', color: '#2f7a3a', mark: 'capsule' },
  { name: 'ClearView Optics', color: '#c2410c', mark: 'eye' },
];

function Mark({ mark, color }: Pick<Partner, 'mark' | 'color'>) {
  switch (mark) {
    case 'cross':
      return <path d="M16 6h8v10h10v8H24v10h-8V24H6v-8h10z" fill={color} />;
    case 'tooth':
      return (
        <path
          d="M12 6c-5 0-7 4-6 9 1 4 3 6 3.5 10 .5 5 1.5 9 4 9s2.5-8 6.5-8 4 8 6.5 8 3.5-4 4-9c.5-4 2.5-6 3.5-10 1-5-1-9-6-9-3 0-5 2-8 2s-5-2-8-2z"
          fill="none"
          stroke={color}
          strokeWidth={3}
        />
      );
    case 'flask':
      return (
        <g fill="none" stroke={color} strokeWidth={3} strokeLinejoin="round">
          <path d="M15 5h10M17 5v11L8 32a3 3 0 003 4h18a3 3 0 003-4l-9-16V5" />
          <path d="M12 26h16" />
        </g>
      );
    case 'capsule':
      return (
        <g transform="rotate(-40 20 20)">
          <rect x="4" y="13" width="32" height="14" rx="7" fill="none" stroke={color} strokeWidth={3} />
          <path d="M20 13v14M4.5 20H20" stroke={color} strokeWidth={3} />
        </g>
      );
    case 'eye':
      return (
        <g fill="none" stroke={color} strokeWidth={3}>
          <path d="M3 20s6-11 17-11 17 11 17 11-6 11-17 11S3 20 3 20z" />
          <circle cx="20" cy="20" r="5" fill={color} />
        </g>
      );
  }
}

/** The partners' wordmarks, each one image named after its partner (brand names are not translated). */
export function PartnerLogos({ labelledBy }: { labelledBy: string }) {
  return (
    <ul className={classes.logos} aria-labelledby={labelledBy}>
      {PARTNERS.map((partner) => (
        <li key={partner.name}>
          <span
            role="img"
            aria-label={partner.name}
            className={classes.logo}
            style={{ color: partner.color }}
          >
            <svg width={32} height={32} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <Mark mark={partner.mark} color={partner.color} />
            </svg>
            <span aria-hidden="true">{partner.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
