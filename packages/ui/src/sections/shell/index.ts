// The shell sections; each component's folder exports through here.
export * from './AlertStrip';
export * from './Banners';
export * from './BreadcrumbTrail';
export * from './Footer';
export * from './Header';
export * from './Logo';
export * from './NewsletterForm';
