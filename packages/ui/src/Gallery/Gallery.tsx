'use client';

import { useIntl } from '@dar/i18n/react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { preload } from 'react-dom';

import * as buttonStyles from '../Button/Button.css';
import { IconChevronEnd, IconChevronStart } from '../Icon';
import { DeferredTrigger } from '../DeferredTrigger';
import * as hiddenStyles from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Gallery.css';
import {
  GALLERY_VISIBLE_THUMBNAILS,
  keyStep,
  shownThumbnails,
  swipeStep,
  wrapIndex,
} from './navigation';

export interface GalleryImage {
  src: string;
  /** The same picture at several widths (`srcset`), chosen by the gallery's `sizes`. */
  srcSet?: string;
  /** What the picture shows ("Nile sofa in grey linen, side view"). */
  alt: string;
  /** A larger picture for the zoom dialog; `src` otherwise. */
  zoomSrc?: string;
  /**
   * A small square picture for its thumbnail (shown 4rem wide: about 150 px covers a phone's
   * pixels); `src` otherwise. The strip is in view with the main picture, so its pictures come
   * at the browser's high priority, next to the page's largest one: `src` at full size would make
   * each thumbnail cost as much as the main picture.
   */
  thumbnailSrc?: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery for screen readers; a localized "Product images" by default. */
  label?: string;
  /** Thumbnails shown before "Show more" (5 by default). */
  visibleThumbnails?: number;
  /** Width over height of the main picture; the space is reserved before it loads. */
  aspectRatio?: string | number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** How wide the main picture shows (`sizes`), for choosing from an image's `srcSet`. */
  sizes?: string;
}

const IconZoom = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5M11 8v6M8 11h6" />
  </svg>
);

/** The zoom dialog's code (React Aria's modal): loaded when the shopper reaches for the button. */
const loadSheet = () => import('../Sheet');

/** The reading direction where the gallery is (the page's, or a `dir` around it). */
const directionOf = (element: Element): 'ltr' | 'rtl' =>
  getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';

/** `Button`'s secondary, small, icon-only look on a native button (no React Aria on first load). */
const iconButtonClass = buttonStyles.button({ variant: 'secondary', size: 'sm', iconOnly: true });
const ButtonIcon = ({ children }: { children: ReactNode }) => (
  <span className={buttonStyles.icon} aria-hidden="true">
    {children}
  </span>
);

/**
 * The product page's pictures (spec: "product details with a gallery, show more or fewer images"):
 * a main picture with previous/next buttons, arrow keys and swipes that follow the reading
 * direction, thumbnails (the first few, then "Show more"), and a zoom dialog. Only the first
 * picture loads eagerly; the rest wait until the browser needs them. Its buttons are native ones
 * wearing `Button`'s look: it is on the product page's first load, where React Aria's button would
 * cost about 15 KB gzip; the zoom dialog's React Aria comes when the shopper reaches for it.
 */
export function Gallery({
  images,
  label,
  visibleThumbnails = GALLERY_VISIBLE_THUMBNAILS,
  aspectRatio = '4 / 3',
  defaultIndex = 0,
  onIndexChange,
  sizes = '100vw',
}: GalleryProps) {
  const intl = useIntl();
  const thumbnailsId = useId();
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), images.length - 1));
  const [expanded, setExpanded] = useState(false);
  const swipe = useRef<{ x: number; y: number; pointerId: number } | null>(null);

  if (images.length === 0) return null;
  const current = images[Math.min(index, images.length - 1)] ?? images[0]!;
  // The first picture is the one every visitor sees (the page's largest, LCP): asked for from
  // the page's head, before the styles and scripts.
  if (images[0]) {
    const { src, srcSet } = images[0];
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }
  const count = images.length;

  const select = (next: number) => {
    if (next === index) return;
    setIndex(next);
    onIndexChange?.(next);
  };
  const step = (by: number) => select(wrapIndex(index, by, count));
  const position = (at: number) =>
    intl.formatMessage({ id: 'ui.gallery.position' }, { index: at + 1, count });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = keyStep(event.key, directionOf(event.currentTarget));
    if (by !== null) step(by);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(count - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary)
      swipe.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const by = swipeStep(
      event.clientX - start.x,
      event.clientY - start.y,
      directionOf(event.currentTarget),
    );
    if (by !== 0) step(by);
  };

  const shown = shownThumbnails(count, visibleThumbnails, expanded, index);
  const hidden = count - Math.min(count, visibleThumbnails);

  return (
    <div
      className={styles.root}
      role="group"
      aria-label={label ?? intl.formatMessage({ id: 'ui.gallery.label' })}
    >
      <div className={styles.stage}>
        {/* Focusable so the arrow keys reach it; its name says which picture is showing. */}
        <div
          className={styles.viewport}
          style={{ aspectRatio: String(aspectRatio) }}
          tabIndex={0}
          role="group"
          aria-roledescription={intl.formatMessage({ id: 'ui.gallery.roledescription' })}
          aria-label={position(index)}
          data-gallery-viewport=""
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = null)}
        >
          <img
            key={current.src}
            className={styles.image}
            src={current.src}
            srcSet={current.srcSet}
            sizes={current.srcSet ? sizes : undefined}
            alt={current.alt}
            // The first picture is the one every visitor sees: fetch it at once.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        </div>
        {count > 1 && (
          <>
            <span className={`${styles.arrow} ${styles.arrowStart}`}>
              <button
                type="button"
                className={iconButtonClass}
                aria-label={intl.formatMessage({ id: 'ui.gallery.previous' })}
                onClick={() => step(-1)}
              >
                <ButtonIcon>
                  <IconChevronStart />
                </ButtonIcon>
              </button>
            </span>
            <span className={`${styles.arrow} ${styles.arrowEnd}`}>
              <button
                type="button"
                className={iconButtonClass}
                aria-label={intl.formatMessage({ id: 'ui.gallery.next' })}
                onClick={() => step(1)}
              >
                <ButtonIcon>
                  <IconChevronEnd />
                </ButtonIcon>
              </button>
            </span>
          </>
        )}
        <span className={styles.zoom}>
          <DeferredTrigger
            load={loadSheet}
            popup="dialog"
            trigger={
              <button
                type="button"
                className={iconButtonClass}
                aria-label={intl.formatMessage({ id: 'ui.gallery.zoom' })}
              >
                <ButtonIcon>
                  <IconZoom />
                </ButtonIcon>
              </button>
            }
          >
            {({ Sheet }, trigger) => (
              <Sheet
                title={current.alt || intl.formatMessage({ id: 'ui.gallery.zoom' })}
                trigger={trigger}
              >
                <img
                  className={styles.zoomImage}
                  src={current.zoomSrc ?? current.src}
                  alt={current.alt}
                  decoding="async"
                />
              </Sheet>
            )}
          </DeferredTrigger>
        </span>
      </div>
      <p className={hiddenStyles.root} aria-live="polite" aria-atomic="true">
        {position(index)}
      </p>
      {count > 1 && (
        <ul id={thumbnailsId} className={styles.thumbnails}>
          {images.slice(0, shown).map((image, at) => (
            <li key={`${image.src}-${at}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={position(at)}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => select(at)}
              >
                <img
                  className={styles.thumbnailImage}
                  src={image.thumbnailSrc ?? image.src}
                  alt=""
                  loading={at === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <div>
          <button
            type="button"
            className={buttonStyles.button({ variant: 'ghost', size: 'sm' })}
            aria-expanded={expanded}
            aria-controls={thumbnailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            <span className={buttonStyles.label}>
              {expanded
                ? intl.formatMessage({ id: 'ui.gallery.showFewer' })
                : intl.formatMessage({ id: 'ui.gallery.showMore' }, { count: hidden })}
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
