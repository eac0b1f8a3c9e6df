export { BookingSummary, type BookingSummaryBooking } from './BookingSummary';
export { longDay, slotWhen } from './slot-when';
