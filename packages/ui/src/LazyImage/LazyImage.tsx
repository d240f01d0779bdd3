'use client';

import { useIntl } from '@dar/i18n/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';

import * as skeleton from '../Skeleton/Skeleton.css';
import * as styles from './LazyImage.css';

export interface LazyImageProps {
  src: string;
  /**
   * What the picture shows ("Nile sofa in grey linen, front view"). Required; pass `""` only for a
   * picture that repeats what the text beside it already says.
   */
  alt: string;
  /** Width over height (`4 / 3`, `1`); the space is reserved before loading, so nothing shifts. */
  aspectRatio?: string | number;
  srcSet?: string;
  sizes?: string;
  fit?: 'cover' | 'contain';
  /**
   * Load at once and with high priority, for the picture a shopper sees first (the product page's
   * main photo, the first row of a listing). Others wait until they come near the viewport.
   */
  priority?: boolean;
  /** How close to the viewport (CSS margin) loading starts, so the picture is ready on arrival. */
  rootMargin?: string;
  /** Shown when the picture cannot be loaded; a neutral frame with a picture icon by default. */
  fallback?: ReactNode;
}

type Status = 'waiting' | 'loading' | 'loaded' | 'error';

/**
 * A picture that loads when it comes into view, inside a frame of fixed aspect ratio: a pulsing
 * placeholder until it arrives, a fallback if it fails. The frame takes the full inline size of its
 * container.
 */
export function LazyImage({
  src,
  alt,
  aspectRatio = '4 / 3',
  srcSet,
  sizes,
  fit = 'cover',
  priority = false,
  rootMargin = '200px',
  fallback,
}: LazyImageProps) {
  const intl = useIntl();
  // Asked for from the page's head, before the styles and scripts: on a server-rendered page the
  // priority picture is usually the largest thing in view (LCP).
  if (priority) {
    preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes });
  }
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>(priority ? 'loading' : 'waiting');

  // A new picture starts over.
  const [currentSrc, setCurrentSrc] = useState(src);
  if (currentSrc !== src) {
    setCurrentSrc(src);
    setStatus(priority ? 'loading' : 'waiting');
  }

  useEffect(() => {
    if (status !== 'waiting') return;
    const frame = frameRef.current;
    // Without IntersectionObserver (very old browsers), load right away rather than never.
    if (!frame || typeof IntersectionObserver === 'undefined') {
      setStatus('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setStatus('loading');
        }
      },
      { rootMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [status, rootMargin]);

  // A server-rendered (priority) picture can finish before React attaches onLoad/onError.
  useEffect(() => {
    const image = imageRef.current;
    if (status !== 'loading' || !image?.complete) return;
    setStatus(image.naturalWidth > 0 ? 'loaded' : 'error');
  }, [status]);

  const showImage = status === 'loading' || status === 'loaded';
  return (
    <span
      ref={frameRef}
      className={styles.frame}
      style={{ aspectRatio: String(aspectRatio) }}
      data-status={status}
    >
      {(status === 'waiting' || status === 'loading') && (
        <span
          className={`${skeleton.base} ${styles.placeholder}`}
          // Until the picture is asked for, the placeholder stands in for it: a screen reader still
          // meets the picture below the fold, and a link around it (a banner) keeps its name.
          {...(status === 'waiting' && alt
            ? { role: 'img', 'aria-label': alt }
            : { 'aria-hidden': true })}
        />
      )}
      {showImage && (
        <img
          ref={imageRef}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          // Not `lazy`: the observer already decided it is time; eager says so for priority ones.
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          // A priority picture is shown as it arrives, without waiting for the page's scripts
          // (it is usually the largest thing in view); others fade in once loaded.
          className={`${styles.image} ${priority ? styles.shown : ''} ${styles.fit[fit]}`}
          data-loaded={status === 'loaded' || undefined}
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      )}
      {status === 'error' && (
        <span
          className={styles.fallback}
          {...(alt
            ? {
                role: 'img',
                'aria-label': `${alt} (${intl.formatMessage({ id: 'ui.image.unavailable' })})`,
              }
            : { 'aria-hidden': true })}
        >
          {fallback ?? (
            <svg
              className={styles.fallbackIcon}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="1.5" />
              <path d="M21 16l-5-5-8 8" />
            </svg>
          )}
        </span>
      )}
    </span>
  );
}
