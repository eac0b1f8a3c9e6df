/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type JoinWaitlistInput = {
  /** La salida llena (horario). */
  activityTimeId: string;
  /** Personas del grupo (1 a 50, y no más que la capacidad de la salida). */
  participants: number;
};

/** Si un horario se puede reservar ahora y, si no, por qué. */
export type SlotAvailability =
  | 'AVAILABLE'
  | 'BOOKING_CLOSED'
  | 'CANCELLED'
  | 'DATE_PAST'
  | 'SOLD_OUT'
  | 'STARTED';

export type WaitlistPlaceFieldsFragment = { __typename: 'WaitlistPlace', id: string, status: string, participants: number, position: number | null, offerExpiresAt: string | null, offerToken: string | null, activityId: string, activityTitle: string, activitySlug: string, timeId: string, date: string, startsAt: string };

export type MyWaitlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWaitlistQuery = { myWaitlist: Array<{ __typename: 'WaitlistPlace', id: string, status: string, participants: number, position: number | null, offerExpiresAt: string | null, offerToken: string | null, activityId: string, activityTitle: string, activitySlug: string, timeId: string, date: string, startsAt: string }> };

export type JoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { __typename: 'WaitlistPlace', id: string, status: string, participants: number, position: number | null, offerExpiresAt: string | null, offerToken: string | null, activityId: string, activityTitle: string, activitySlug: string, timeId: string, date: string, startsAt: string } };

export type LeaveWaitlistMutationVariables = Exact<{
  id: string;
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: boolean };

export type WaitlistOfferQueryVariables = Exact<{
  token: string;
}>;


export type WaitlistOfferQuery = { waitlistOffer: { __typename: 'WaitlistPlace', id: string, status: string, participants: number, position: number | null, offerExpiresAt: string | null, offerToken: string | null, activityId: string, activityTitle: string, activitySlug: string, timeId: string, date: string, startsAt: string } };

export type ClaimWaitlistOfferMutationVariables = Exact<{
  token: string;
}>;


export type ClaimWaitlistOfferMutation = { claimWaitlistOffer: { __typename: 'Booking', id: string, status: number } };

export type WaitlistSlotQueryVariables = Exact<{
  id: string;
}>;


export type WaitlistSlotQuery = { activity: { __typename: 'Activity', id: string, title: string, slug: string, dates: Array<{ __typename: 'ActivityDate', id: string, startsAt: string, times: Array<{ __typename: 'ActivityTime', id: string, startsAt: string, endsAt: string, availability: SlotAvailability }> }> } };

export const WaitlistPlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerToken"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activitySlug"}},{"kind":"Field","name":{"kind":"Name","value":"timeId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]} as unknown as DocumentNode<WaitlistPlaceFieldsFragment, unknown>;
export const MyWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerToken"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activitySlug"}},{"kind":"Field","name":{"kind":"Name","value":"timeId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]} as unknown as DocumentNode<MyWaitlistQuery, MyWaitlistQueryVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerToken"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activitySlug"}},{"kind":"Field","name":{"kind":"Name","value":"timeId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const LeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;
export const WaitlistOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistPlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistPlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"offerToken"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activitySlug"}},{"kind":"Field","name":{"kind":"Name","value":"timeId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]} as unknown as DocumentNode<WaitlistOfferQuery, WaitlistOfferQueryVariables>;
export const ClaimWaitlistOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimWaitlistOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimWaitlistOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ClaimWaitlistOfferMutation, ClaimWaitlistOfferMutationVariables>;
export const WaitlistSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"dates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WaitlistSlotQuery, WaitlistSlotQueryVariables>;