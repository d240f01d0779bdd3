'use client';

export function ContactForm() {
  return <button>{'contact.submit'}</button>;
}
