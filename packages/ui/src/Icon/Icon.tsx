import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export interface IconProps {
  /**
   * What the icon means when nothing else says it (an icon-only link). Without a label the icon is
   * decoration and hidden from screen readers, which is right next to visible text.
   */
  label?: string;
  size?: keyof typeof styles.size;
  /** A parent's state styles on the icon itself (a chevron that turns when its section opens). */
  className?: string;
}

interface IconBaseProps extends IconProps {
  children: ReactNode;
  /** Points along the line (arrows, chevrons): mirrored in right-to-left text. */
  directional?: boolean;
}

function IconBase({
  label,
  size = 'text',
  directional = false,
  className: extra,
  children,
}: IconBaseProps) {
  const className = [styles.root, styles.size[size], directional && styles.mirrored, extra]
    .filter(Boolean)
    .join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...a11y}
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Shopping cart: the cart link, add to cart. */
export const IconCart = (props: IconProps) => (
  <IconBase {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
  </IconBase>
);

/** Wishlist. */
export const IconHeart = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.8 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.2 0 5.3 3.1 4.2 6.2C19.5 15.4 12 20 12 20z" />
  </IconBase>
);

export const IconSearch = (props: IconProps) => (
  <IconBase {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </IconBase>
);

/** Account. */
export const IconUser = (props: IconProps) => (
  <IconBase {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </IconBase>
);

export const IconMenu = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconBase>
);

export const IconClose = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </IconBase>
);

/** Customer service. */
export const IconPhone = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3 4.5 1.8V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </IconBase>
);

/** Delivery. */
export const IconTruck = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </IconBase>
);

/** Warranty, secure payment. */
export const IconShield = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </IconBase>
);

/** Back, previous: points to the inline start (left in English, right in Arabic). */
export const IconChevronStart = (props: IconProps) => (
  <IconBase {...props} directional>
    <path d="M15 6l-6 6 6 6" />
  </IconBase>
);

/** Forward, next, a link into a page: points to the inline end. */
export const IconChevronEnd = (props: IconProps) => (
  <IconBase {...props} directional>
    <path d="M9 6l6 6-6 6" />
  </IconBase>
);

/** Opens a section or menu below: points down, the same in both directions. */
export const IconChevronDown = (props: IconProps) => (
  <IconBase {...props}>
    <path d="M6 9l6 6 6-6" />
  </IconBase>
);

export const IconArrowStart = (props: IconProps) => (
  <IconBase {...props} directional>
    <path d="M20 12H4M10 6l-6 6 6 6" />
  </IconBase>
);

export const IconArrowEnd = (props: IconProps) => (
  <IconBase {...props} directional>
    <path d="M4 12h16M14 6l6 6-6 6" />
  </IconBase>
);
