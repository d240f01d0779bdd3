import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends BadgeVariants {
  /** One or two words ("New", "-20%", "Out of stock"); longer text is cut with an ellipsis. */
  children: string;
}

/** A short status or label on a product or order: new, on sale, out of stock, delivered. */
export function Badge({ children, tone }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
