'use client';

import { useIntl } from '@dar/i18n/react';
import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';

import { Button } from '../Button';
import { SearchField } from '../SearchField';
import { Sheet, type SheetPlacement } from '../Sheet';
import * as styles from './Overlays.css';

type Content = ReactNode | ((close: () => void) => ReactNode);

export interface OverlayProps {
  /** The button that opens it; focus returns there on close. */
  trigger: ReactElement;
  /** The overlay's content: a node, or a function given `close` (for a link that also closes it). */
  children?: Content;
  /** Replaces the localized default title ("Cart", "Menu"…). */
  title?: string;
  /** Actions kept at the foot of the overlay (checkout, apply filters). */
  footer?: Content;
  /** Overrides the overlay's usual placement. */
  placement?: SheetPlacement | 'auto';
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const render = (content: Content | undefined, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

function Overlay({
  titleId,
  defaultPlacement,
  widePlacement,
  title,
  trigger,
  children,
  footer,
  placement,
  isOpen,
  defaultOpen,
  onOpenChange,
}: OverlayProps & {
  titleId: string;
  defaultPlacement: SheetPlacement | 'auto';
  widePlacement?: Exclude<SheetPlacement, 'bottom'>;
}) {
  const intl = useIntl();
  return (
    <Sheet
      trigger={trigger}
      title={title ?? intl.formatMessage({ id: titleId })}
      placement={placement ?? defaultPlacement}
      widePlacement={widePlacement}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <>
          <div className={styles.body}>{render(children, close)}</div>
          {footer != null && <div className={styles.footer}>{render(footer, close)}</div>}
        </>
      )}
    </Sheet>
  );
}

/** The site menu (spec: overlays): a drawer from the inline start, so from the right in Arabic. */
export const MenuOverlay = (props: OverlayProps) => (
  <Overlay {...props} titleId="ui.overlay.menu" defaultPlacement="start" />
);

/** The cart at a glance: a drawer from the inline end, with the checkout action in `footer`. */
export const CartOverlay = (props: OverlayProps) => (
  <Overlay {...props} titleId="ui.overlay.cart" defaultPlacement="end" />
);

/** A listing's filters: a bottom sheet on phones, a drawer from the start on wider screens. */
export const FilterOverlay = (props: OverlayProps) => (
  <Overlay {...props} titleId="ui.overlay.filter" defaultPlacement="auto" widePlacement="start" />
);

/** An order's details or tracking: a bottom sheet on phones, a centred dialog elsewhere. */
export const OrderOverlay = (props: OverlayProps) => (
  <Overlay {...props} titleId="ui.overlay.order" defaultPlacement="auto" />
);

/** The sign-in prompt (a guest adding to the wishlist): bottom sheet on phones, centred elsewhere. */
export const LoginPopup = (props: OverlayProps) => (
  <Overlay {...props} titleId="ui.overlay.login" defaultPlacement="auto" />
);

export interface SearchOverlayProps extends Omit<OverlayProps, 'footer'> {
  /** The text in the box, when the caller owns it (to fetch suggestions as it changes). */
  query?: string;
  onQueryChange?: (query: string) => void;
  /** Enter in the box; the overlay closes. */
  onSubmit?: (query: string) => void;
  /** "Sofas, tables, lamps…" */
  placeholder?: string;
  /** Completions of what was typed, best first. */
  suggestions?: readonly string[];
  /** The shopper's earlier searches, newest first; shown with a button that clears them. */
  recentSearches?: readonly string[];
  /** A suggestion or recent search chosen; the overlay closes. */
  onSelect?: (query: string) => void;
  onClearRecent?: () => void;
}

function Choices({
  heading,
  items,
  onChoose,
  action,
}: {
  heading: string;
  items: readonly string[];
  onChoose: (item: string) => void;
  action?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-label={heading}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>{heading}</h3>
        {action}
      </div>
      <ul className={styles.choices}>
        {items.map((item) => (
          <li key={item}>
            <AriaButton className={styles.choice} onPress={() => onChoose(item)}>
              {item}
            </AriaButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Search (spec: overlays): the box takes focus as it opens; suggestions for what is typed and the
 * shopper's recent searches below it, each a button; `children` for more (matching products).
 */
export function SearchOverlay({
  query,
  onQueryChange,
  onSubmit,
  placeholder,
  suggestions = [],
  recentSearches = [],
  onSelect,
  onClearRecent,
  children,
  ...props
}: SearchOverlayProps) {
  const intl = useIntl();
  return (
    <Overlay {...props} titleId="ui.overlay.search" defaultPlacement="center" footer={undefined}>
      {(close) => (
        <>
          <SearchField
            autoFocus
            value={query}
            onChange={onQueryChange}
            placeholder={placeholder}
            onSubmit={(value) => {
              onSubmit?.(value);
              close();
            }}
          />
          <Choices
            heading={intl.formatMessage({ id: 'ui.overlay.suggestions' })}
            items={suggestions}
            onChoose={(item) => {
              onSelect?.(item);
              close();
            }}
          />
          <Choices
            heading={intl.formatMessage({ id: 'ui.overlay.recentSearches' })}
            items={recentSearches}
            onChoose={(item) => {
              onSelect?.(item);
              close();
            }}
            action={
              onClearRecent && (
                <Button variant="ghost" size="sm" onPress={onClearRecent}>
                  {intl.formatMessage({ id: 'ui.overlay.clearRecent' })}
                </Button>
              )
            }
          />
          {render(children, close)}
        </>
      )}
    </Overlay>
  );
}
