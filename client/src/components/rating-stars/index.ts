export { RatingStars } from './RatingStars';
