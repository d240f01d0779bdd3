'use client';

import { useIntl } from '@dar/i18n/react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

import { IconClose } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Toast.css';
import { toastQueue, type ToastContent, type ToastQueue } from './toastQueue';

export interface ToastRegionProps {
  /** The queue to show; the shared `toastQueue` unless a test or story brings its own. */
  queue?: ToastQueue;
}

/**
 * Where toasts appear: at the bottom, on the inline end (left in Arabic), above everything. Render it
 * once at the app's root and call `toastQueue.add(...)` anywhere.
 *
 * Toasts are announced politely (after what the screen reader is saying); errors interrupt. Each
 * closes by itself after its reading time, paused while hovered or focused, and has a dismiss button.
 * F6 moves focus into the region and back.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const intl = useIntl();
  const dismiss = intl.formatMessage({ id: 'ui.toast.dismiss' });
  return (
    <AriaToastRegion
      queue={queue.queue}
      aria-label={intl.formatMessage({ id: 'ui.toast.region' })}
      className={styles.region}
    >
      <AriaToastList<ToastContent> className={styles.list}>
        {({ toast }) => {
          const { title, description, tone = 'neutral' } = toast.content;
          const urgent = tone === 'danger';
          return (
            <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[tone]}`}>
              <AriaToastContent
                // React Aria announces every toast assertively; only errors should interrupt.
                role={urgent ? 'alert' : 'status'}
                aria-live={urgent ? 'assertive' : 'polite'}
                className={styles.content}
              >
                <Text slot="title" className={styles.title}>
                  {tone !== 'neutral' && (
                    <VisuallyHidden>{`${intl.formatMessage({ id: `ui.alert.${tone}` })}: `}</VisuallyHidden>
                  )}
                  {title}
                </Text>
                {description && (
                  <Text slot="description" className={styles.description}>
                    {description}
                  </Text>
                )}
              </AriaToastContent>
              <AriaButton slot="close" aria-label={dismiss} className={styles.dismiss}>
                <span className={styles.dismissIcon} aria-hidden="true">
                  <IconClose size="fill" />
                </span>
              </AriaButton>
            </AriaToast>
          );
        }}
      </AriaToastList>
    </AriaToastRegion>
  );
}
