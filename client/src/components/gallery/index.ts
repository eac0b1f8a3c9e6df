export { Gallery, type GalleryImage } from './Gallery';
