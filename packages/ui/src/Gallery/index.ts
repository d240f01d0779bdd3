export { Gallery, type GalleryImage, type GalleryProps } from './Gallery';
export {
  GALLERY_VISIBLE_THUMBNAILS,
  keyStep,
  shownThumbnails,
  SWIPE_MIN_PX,
  swipeStep,
  wrapIndex,
} from './navigation';
