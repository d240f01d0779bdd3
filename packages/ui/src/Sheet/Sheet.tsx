'use client';

import { useIntl } from '@dar/i18n/react';
import { type PointerEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { Button } from '../Button';
import { IconClose } from '../Icon';
import { closesOnRelease } from './drag';
import { resolvePlacement, type SheetPlacement, useSmallScreen } from './placement';
import * as styles from './Sheet.css';

export interface SheetProps {
  /**
   * The button that opens it; focus returns there on close. Without one, the sheet is opened by
   * its caller through `isOpen` (an action in a list whose button is not the caller's to give).
   */
  trigger?: ReactElement;
  /** The heading that names the dialog. */
  title: string;
  /**
   * `center` for a modal dialog, `start` / `end` for a drawer from that inline edge (right /
   * left in Arabic), `bottom` for a sheet on small screens that closes when dragged down; `auto`
   * for a bottom sheet below the tablet breakpoint and `widePlacement` above it.
   */
  placement?: SheetPlacement | 'auto';
  /** Where an `auto` sheet goes on a tablet or wider screen; centred by default. */
  widePlacement?: Exclude<SheetPlacement, 'bottom'>;
  children: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click on the backdrop closes it; true except for confirmations. */
  isDismissable?: boolean;
  /** `alertdialog` for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** No close button (a confirmation answers with its own buttons). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog, drawer or bottom sheet on React Aria's Modal: focus is trapped inside and given
 * back to the trigger, Escape closes it, the page behind does not scroll. A bottom sheet also closes
 * when dragged down at least 10% of its height or flicked within 300 ms (docs/product-spec.md §9).
 */
export function Sheet({
  trigger,
  title,
  placement: requestedPlacement = 'center',
  widePlacement,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  hideCloseButton = false,
}: SheetProps) {
  const intl = useIntl();
  const placement = resolvePlacement(
    requestedPlacement,
    useSmallScreen(requestedPlacement === 'auto'),
    widePlacement,
  );
  const modal = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startY: number; startedAt: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const dragHandlers = (close: () => void) => ({
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic pointer (a test, some assistive tools) has nothing to capture; moves still
        // reach the handle while the pointer stays over it.
      }
      drag.current = { startY: event.clientY, startedAt: performance.now() };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (drag.current) setOffset(Math.max(0, event.clientY - drag.current.startY));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (!drag.current) return;
      const distance = event.clientY - drag.current.startY;
      const duration = performance.now() - drag.current.startedAt;
      drag.current = null;
      setOffset(0);
      if (closesOnRelease(distance, modal.current?.offsetHeight ?? 0, duration)) close();
    },
    onPointerCancel() {
      drag.current = null;
      setOffset(0);
    },
  });

  const overlayState = trigger ? {} : { isOpen, defaultOpen, onOpenChange };
  const overlay = (
    <ModalOverlay className={styles.overlay} isDismissable={isDismissable} {...overlayState}>
      <Modal
        ref={modal}
        className={styles.placement[placement]}
        data-placement={placement}
        style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
      >
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              {placement === 'bottom' && (
                <div className={styles.handle} data-sheet-handle="" {...dragHandlers(close)} />
              )}
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<IconClose />}
                    aria-label={intl.formatMessage({ id: 'ui.overlay.close' })}
                    onPress={close}
                  />
                )}
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}

export interface AlertDialogProps {
  /** The button that asks; without it, the caller opens the dialog with `isOpen`. */
  trigger?: ReactElement;
  title: string;
  /** What will happen ("The sofa will be removed from your cart."). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** `danger` for a destructive answer (remove, cancel an order). */
  tone?: 'primary' | 'danger';
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A confirmation prompt: it must be answered, so the backdrop does not dismiss it. */
export function AlertDialog({
  trigger,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  isOpen,
  onOpenChange,
}: AlertDialogProps) {
  return (
    <Sheet
      trigger={trigger}
      title={title}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <>
          <div>{children}</div>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              variant={tone}
              onPress={() => {
                onConfirm();
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Sheet>
  );
}
