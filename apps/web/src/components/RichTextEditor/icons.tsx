import { type IconProps, Svg } from "../Icon/icons.tsx";

// The toolbar's icons.

export const BoldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7V5Zm0 7h7a3.5 3.5 0 0 1 0 7H7v-7Z" />
  </Svg>
);
export const ItalicIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Svg>
);
export const BulletListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Svg>
);
export const NumberedListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.1L3.5 19h3" />
  </Svg>
);
export const QuoteIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 7H5v5h4v-1c0 2-1 4-4 5M19 7h-4v5h4v-1c0 2-1 4-4 5" />
  </Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </Svg>
);
export const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.75" />
    <path d="m21 16-5-5-8 9" />
  </Svg>
);
export const EmbedIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="3" />
    <path d="m10 9.5 4.5 2.5-4.5 2.5v-5Z" />
  </Svg>
);
export const HeadingIcon = ({ level, ...p }: IconProps & { level: 2 | 3 }) => (
  <Svg {...p}>
    <path d="M4 6v12M12 6v12M4 12h8" />
    {level === 2 ? (
      <path d="M15.5 11a2 2 0 1 1 3.5 1.3L15.5 18H20" />
    ) : (
      <path d="M15.5 10.5a2 2 0 1 1 2 3 2 2 0 1 1-2 3" />
    )}
  </Svg>
);
