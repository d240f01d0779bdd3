/** Request headers middleware.ts sets: the public path and the locale it resolved. */
export const PATHNAME_HEADER = 'x-dar-pathname';
export const LOCALE_HEADER = 'x-dar-locale';
