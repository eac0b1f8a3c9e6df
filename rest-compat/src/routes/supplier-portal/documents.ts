import { parse } from 'graphql';

/** The GraphQL operations behind the supplier portal routes. */

const LOOKUP = 'id name';
const ACTIVITY_FIELDS = `id title slug summary description status basePrice durationQuantity durationUnit bookBefore
  cancelBefore minParticipants expectedParticipants maxParticipants departureAddress rating commentsCount
  bookmarksCount publishedAt createdAt category { ${LOOKUP} } language { ${LOOKUP} } regularity { ${LOOKUP} }
  origin { ${LOOKUP} } destination { ${LOOKUP} }`;
const TIME_FIELDS = 'id startsAt endsAt expectedParticipants currentAvailable';
const DATE_FIELDS = `id startsAt times { ${TIME_FIELDS} }`;
const PRICE_FIELDS = 'id title description price participants mandatory createdAt';
const DETAIL_FIELDS = 'id type title description value attributeTemplateId position createdAt';
const IMAGE_FIELDS = 'id path thumbnailPath description width height position createdAt';
const REVIEW_FIELDS = 'id rating title message status createdAt personName personAvatar location';
const PROFILE_FIELDS = `id tradeName legalName address description documentTypeId documentCode webpage phoneNumber email
  languageId activatedAt pagoMovil { holder rif phone bankCode }`;

export const DASHBOARD = parse(`query RestSupplierDashboard {
  supplierDashboard { dolar { rate valueDate } euro { rate valueDate } activities bookmarks bookings alerts comments activated }
}`);
export const PROFILE = parse(`query RestSupplierProfile { supplierProfile { ${PROFILE_FIELDS} } }`);
export const UPDATE_PROFILE = parse(`mutation RestUpdateSupplierProfile($input: UpdateSupplierProfileInput!) {
  updateSupplierProfile(input: $input) { ${PROFILE_FIELDS} }
}`);
export const LIST =
  parse(`query RestSupplierActivities($page: Int!, $perPage: Int!, $orderBy: SupplierActivitySort!,
  $direction: SortDirection!) {
  supplierActivities(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {
    items { ${ACTIVITY_FIELDS} } total page lastPage
  }
}`);
export const GET = parse(
  `query RestSupplierActivity($id: ID!) { supplierActivity(id: $id) { ${ACTIVITY_FIELDS} } }`,
);
export const CREATE = parse(`mutation RestCreateActivity($input: ActivityInput!) {
  createActivity(input: $input) { ${ACTIVITY_FIELDS} }
}`);
export const UPDATE = parse(`mutation RestUpdateActivity($id: ID!, $input: ActivityInput!) {
  updateActivity(id: $id, input: $input) { ${ACTIVITY_FIELDS} }
}`);
/** PATCH: the given form fields → patchActivity, then a given status → setActivityStatus (in that order). */
export const PATCH = parse(`mutation RestPatchActivity($id: ID!, $withFields: Boolean!, $withStatus: Boolean!,
  $status: Int = 0, $input: ActivityPatchInput = {}) {
  patchActivity(id: $id, input: $input) @include(if: $withFields) { ${ACTIVITY_FIELDS} }
  setActivityStatus(id: $id, status: $status) @include(if: $withStatus) {
    message sentToApproval activity { ${ACTIVITY_FIELDS} }
  }
}`);
export const DELETE = parse(`mutation RestDeleteActivity($id: ID!) { deleteActivity(id: $id) { id } }`);

export const DATES = parse(`query RestActivityDates($id: ID!, $orderBy: String) {
  activityDates(activityId: $id, orderBy: $orderBy) { ${DATE_FIELDS} }
}`);
export const CREATE_DATE = parse(`mutation RestCreateActivityDate($id: ID!, $input: ActivityDateInput!) {
  createActivityDate(activityId: $id, input: $input) { ${DATE_FIELDS} }
}`);
export const UPDATE_DATE =
  parse(`mutation RestUpdateActivityDate($id: ID!, $dateId: ID!, $input: ActivityDateInput!) {
  updateActivityDate(id: $dateId, activityId: $id, input: $input) { ${DATE_FIELDS} }
}`);
export const DELETE_DATE = parse(`mutation RestDeleteActivityDate($id: ID!, $dateId: ID!) {
  deleteActivityDate(id: $dateId, activityId: $id)
}`);
export const CREATE_TIME =
  parse(`mutation RestCreateActivityTime($id: ID!, $dateId: ID!, $input: ActivityTimeInput!) {
  createActivityTime(dateId: $dateId, activityId: $id, input: $input) { ${TIME_FIELDS} }
}`);
export const UPDATE_TIME =
  parse(`mutation RestUpdateActivityTime($id: ID!, $timeId: ID!, $input: ActivityTimeInput!) {
  updateActivityTime(id: $timeId, activityId: $id, input: $input) { ${TIME_FIELDS} }
}`);
export const DELETE_TIME = parse(`mutation RestDeleteActivityTime($id: ID!, $timeId: ID!) {
  deleteActivityTime(id: $timeId, activityId: $id)
}`);

export const IMAGES =
  parse(`query RestActivityImages($id: ID!, $page: Int!, $perPage: Int!, $orderBy: String) {
  activityImages(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy) { items { ${IMAGE_FIELDS} } total page lastPage }
}`);
export const DELETE_IMAGE = parse(`mutation RestDeleteActivityImage($id: ID!, $imageId: ID!) {
  deleteActivityImage(id: $imageId, activityId: $id)
}`);

export const PRICES =
  parse(`query RestActivityPrices($id: ID!, $page: Int!, $perPage: Int!, $orderBy: SupplierListSort!,
  $direction: SortDirection!) {
  activityPrices(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction) {
    items { ${PRICE_FIELDS} } total page lastPage
  }
}`);
export const CREATE_PRICE = parse(`mutation RestCreateActivityPrice($id: ID!, $input: ActivityPriceInput!) {
  createActivityPrice(activityId: $id, input: $input) { ${PRICE_FIELDS} }
}`);
export const UPDATE_PRICE =
  parse(`mutation RestUpdateActivityPrice($id: ID!, $priceId: ID!, $input: ActivityPriceInput!) {
  updateActivityPrice(id: $priceId, activityId: $id, input: $input) { ${PRICE_FIELDS} }
}`);
export const DELETE_PRICE = parse(`mutation RestDeleteActivityPrice($id: ID!, $priceId: ID!) {
  deleteActivityPrice(id: $priceId, activityId: $id)
}`);

export const DETAILS =
  parse(`query RestActivityDetails($id: ID!, $type: ActivityDetailType, $page: Int!, $perPage: Int!,
  $orderBy: SupplierListSort!, $direction: SortDirection!, $withAttribute: Boolean!) {
  activityDetails(activityId: $id, type: $type, page: $page, perPage: $perPage, orderBy: $orderBy,
    direction: $direction) {
    items { ${DETAIL_FIELDS} attribute @include(if: $withAttribute) { id name description status } }
    total page lastPage
  }
}`);
export const CREATE_DETAIL =
  parse(`mutation RestCreateActivityDetail($id: ID!, $input: ActivityDetailInput!) {
  createActivityDetail(activityId: $id, input: $input) { ${DETAIL_FIELDS} }
}`);
export const UPDATE_DETAIL =
  parse(`mutation RestUpdateActivityDetail($id: ID!, $detailId: ID!, $input: ActivityDetailInput!) {
  updateActivityDetail(id: $detailId, activityId: $id, input: $input) { ${DETAIL_FIELDS} }
}`);
export const DELETE_DETAIL = parse(`mutation RestDeleteActivityDetail($id: ID!, $detailId: ID!) {
  deleteActivityDetail(id: $detailId, activityId: $id)
}`);

export const COMMENTS = parse(
  `query RestActivityComments($id: ID!) { activityReviews(activityId: $id) { ${REVIEW_FIELDS} } }`,
);
export const MODERATE =
  parse(`mutation RestModerateReview($id: ID!, $commentId: ID!, $status: ModerationStatus!) {
  moderateReview(id: $commentId, activityId: $id, status: $status) { ${REVIEW_FIELDS} }
}`);
/** supplierActivity first: another supplier's activity answers 404 instead of an empty list. */
export const RESERVATIONS = parse(`query RestActivityReservations($id: ID!, $page: Int!, $perPage: Int!,
  $orderBy: String) {
  supplierActivity(id: $id) { id }
  supplierReservations(activityId: $id, page: $page, perPage: $perPage, orderBy: $orderBy) {
    items {
      id status seats totalUsd createdAt person { name avatar location { name } }
      date { id startsAt } time { id startsAt endsAt } activity { id title }
    }
    total page lastPage
  }
}`);
