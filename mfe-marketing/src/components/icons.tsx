import type { ReactNode, SVGProps } from 'react';

/** Small line icons drawn inline, so the page needs no icon package or image request. */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const WalletIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18" />
    <path d="M16 15h2" />
    <path d="M6 6l9-3 1 3" />
  </Icon>
);

export const HeartPulseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19.5 12.6L12 20l-7.5-7.4A5 5 0 1112 6a5 5 0 117.5 6.6z" />
    <path d="M5 12h4l1.5-2.5 2 5L14 12h5" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
    <path d="M10 16l1.5 1.5L15 14" />
  </Icon>
);

export const FamilyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="7" r="3" />
    <circle cx="17" cy="9" r="2.3" />
    <path d="M3 20v-1.5A4.5 4.5 0 017.5 14h1A4.5 4.5 0 0113 18.5V20" />
    <path d="M15 20v-1a3.5 3.5 0 013.5-3.5h0A3.5 3.5 0 0122 19v1" />
  </Icon>
);

export const StethoscopeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3H5a1 1 0 00-1 1v5a5 5 0 0010 0V4a1 1 0 00-1-1h-1" />
    <path d="M9 14v1a6 6 0 0012 0v-2" />
    <circle cx="21" cy="11" r="2" />
  </Icon>
);

export const PercentIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
    <path d="M19 5L5 19" />
  </Icon>
);

export const CreditCardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
);

export const BadgeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="M9 14.5L8 21l4-2 4 2-1-6.5" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12l5 5L20 7" />
  </Icon>
);

export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0113 0" />
    <path d="M16 4.5a3.5 3.5 0 010 7M18 14a6.5 6.5 0 013.5 6" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const BuildingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 21V5a2 2 0 012-2h8a2 2 0 012 2v16" />
    <path d="M16 9h2a2 2 0 012 2v10M2 21h20" />
    <path d="M10 7v4M8 9h4M9 21v-4h2v4" />
  </Icon>
);

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const PiggyBankIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 5.5V3.5l-3 2H9a6 6 0 00-6 6 6 6 0 003 5.2V20h3v-2h4v2h3v-3.3A6 6 0 0019 13h2v-3h-2a6 6 0 00-4-4.5z" />
    <circle cx="15.5" cy="10.5" r=".6" fill="currentColor" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11.5a8 8 0 01-11.8 7L4 20l1.5-4A8 8 0 1120 11.5z" />
    <path d="M9 10h6M9 13.5h4" />
  </Icon>
);

export const FileTextIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8l-5-5z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);
