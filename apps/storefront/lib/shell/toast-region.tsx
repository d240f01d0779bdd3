'use client';

// The toasts' region with React Aria's toast, landmark and focus code: DeferredToastRegion loads
// this module when the first toast is queued.
export { ToastRegion } from '@dar/ui';
