/**
 * Queries and mutations anyone may call without a session. Every other root field must carry
 * `@Authorized(...)`; tests/api/authorization-coverage.test.ts fails on a field that is in neither place.
 */
export const PUBLIC_OPERATIONS = new Set<string>([
  'Query.activityCategories',
  'Query.me',
  'Mutation.login',
  'Mutation.staffLogin',
  'Mutation.register',
  'Mutation.registerSupplier',
  'Mutation.registerAdmin',
  'Mutation.verifyEmail',
  'Mutation.forgotPassword',
  'Mutation.recoverPassword',
  // catalogue
  'Query.activities',
  'Query.activity',
  'Query.similarActivities',
  'Query.locations',
  'Query.activityAttributes',
  'Query.activityRegularities',
  'Query.languages',
  'Query.tags',
  'Mutation.createSupplierLead',
  // booking and payments
  'Query.paymentMethods',
  'Query.banks',
  // the offline wizard's shared link: the service checks the link's secret
  'Query.guestBooking',
  'Mutation.placeGuestOrder',
  'Mutation.registerGuestPagoMovilPayment',
  // the e-mail change link: the service checks the link's single-use token
  'Mutation.confirmEmailChange',
  'Mutation.revertEmailChange',
  // an order's attendee confirms its address: the service checks the link's token
  'Mutation.confirmAttendee',
  // the supplier's proposal of a new date: the service checks the link's signature
  'Query.rescheduleProposal',
  'Mutation.answerRescheduleProposal',
  // a supplier's team invitation: the service checks the link's single-use token
  'Query.staffInvitation',
  'Mutation.acceptStaffInvitation',
]);
