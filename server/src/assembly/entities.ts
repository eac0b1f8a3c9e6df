import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { AdminRoleRow } from '../modules/account/admin-role.entity.js';
import { AccessToken } from '../modules/account/access-token.entity.js';
import { OneTimeToken } from '../modules/account/one-time-token.entity.js';
import { PasswordResetRequest } from '../modules/account/password-reset-request.entity.js';
import { AttendeeConsent } from '../modules/booking/attendee-consent.entity.js';
import { User } from '../modules/account/user.entity.js';
import { Bank } from '../modules/supplier/bank.entity.js';
import { BookingDetail } from '../modules/booking/booking-detail.entity.js';
import { Booking } from '../modules/booking/booking.entity.js';
import { ExchangeRate } from '../modules/booking/exchange-rate.entity.js';
import { Order } from '../modules/booking/order.entity.js';
import { PaymentMethod } from '../modules/supplier/payment-method.entity.js';
import { Payment } from '../modules/booking/payment.entity.js';
import { Refund } from '../modules/booking/refund.entity.js';
import { BookingReschedule } from '../modules/booking/booking-reschedule.entity.js';
import { LedgerEntry } from '../modules/booking/ledger-entry.entity.js';
import { WaitlistEntry } from '../modules/booking/waitlist-entry.entity.js';
import { Statement, StatementLine } from '../modules/finance/statement.entity.js';
import { StatementPayment } from '../modules/finance/statement-payment.entity.js';
import { ActivityAttributeTemplate } from '../modules/catalog/activity-attribute-template.entity.js';
import { ActivityCategory } from '../modules/catalog/activity-category.entity.js';
import { ActivityDate } from '../modules/catalog/activity-date.entity.js';
import {
  ActivityAvailability,
  ActivityDayAvailability,
} from '../modules/catalog/activity-availability.entity.js';
import { ActivityDetail } from '../modules/catalog/activity-detail.entity.js';
import { ActivityFacetRow } from '../modules/catalog/activity-facet-row.entity.js';
import { ActivityImage } from '../modules/catalog/activity-image.entity.js';
import { ActivityPrice } from '../modules/catalog/activity-price.entity.js';
import { ActivityRegularity } from '../modules/catalog/activity-regularity.entity.js';
import { ActivityTag } from '../modules/catalog/activity-tag.entity.js';
import { ActivityTime } from '../modules/catalog/activity-time.entity.js';
import { Activity } from '../modules/catalog/activity.entity.js';
import { Bookmark } from '../modules/catalog/bookmark.entity.js';
import { Language } from '../modules/supplier/language.entity.js';
import { Location } from '../modules/catalog/location.entity.js';
import { Review } from '../modules/review/review.entity.js';
import { SearchWord } from '../modules/catalog/search-word.entity.js';
import { Tag } from '../modules/catalog/tag.entity.js';
import { OutboxMail } from '../modules/mail/outbox-mail.entity.js';
import { DocumentType } from '../modules/supplier/document-type.entity.js';
import { ProviderAlert } from '../modules/supplier/provider-alert.entity.js';
import { SupplierCategory } from '../modules/supplier/supplier-category.entity.js';
import { SupplierComment } from '../modules/supplier/supplier-comment.entity.js';
import { SupplierContact } from '../modules/supplier/supplier-contact.entity.js';
import { SupplierLead } from '../modules/supplier/supplier-lead.entity.js';
import { SupplierPaymentData } from '../modules/supplier/supplier-payment-data.entity.js';
import { Supplier } from '../modules/supplier/supplier.entity.js';
import { SupplierStaff } from '../modules/supplier/staff/supplier-staff.entity.js';
import { IdempotencyKey } from '../modules/partner/idempotency-key.entity.js';
import { PartnerKey } from '../modules/partner/partner-key.entity.js';

/** Every entity class MikroORM knows; add new ones here. */
export const entities = [
  User,
  AccessToken,
  OneTimeToken,
  PasswordResetRequest,
  AttendeeConsent,
  OutboxMail,
  // catalog
  ActivityCategory,
  Location,
  ActivityRegularity,
  Language,
  ActivityAttributeTemplate,
  Tag,
  Activity,
  ActivityTag,
  ActivityDate,
  ActivityTime,
  ActivityDayAvailability,
  ActivityAvailability,
  ActivityFacetRow,
  ActivityPrice,
  ActivityDetail,
  ActivityImage,
  Bookmark,
  SearchWord,
  Review,
  // supplier
  DocumentType,
  SupplierCategory,
  Supplier,
  SupplierContact,
  ProviderAlert,
  SupplierComment,
  SupplierPaymentData,
  SupplierLead,
  SupplierStaff,
  // booking and payment
  Bank,
  PaymentMethod,
  ExchangeRate,
  Booking,
  BookingDetail,
  Order,
  Payment,
  Refund,
  BookingReschedule,
  LedgerEntry,
  WaitlistEntry,
  Statement,
  StatementLine,
  StatementPayment,
  // partner API
  PartnerKey,
  IdempotencyKey,
  // audit trail
  AuditEntry,
  // admin roles (Administrador, Soporte)
  AdminRoleRow,
];
