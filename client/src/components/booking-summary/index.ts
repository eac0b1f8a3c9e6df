export { BookingSummary, type BookingSummaryBooking } from './BookingSummary';
export { slotWhen } from './slot-when';
