export { BookingSummary, type BookingSummaryBooking } from './BookingSummary';
