// lib/not-found-screen.tsx says why each route group has its own.
export { LayoutNotFound as default } from '../../../lib/not-found-screen';
