export { ActivityTiles, tileOf, type ActivityTile } from './ActivityTiles';
