import type { NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/account/auth.resolver.js';
import { LookupResolver } from '../modules/catalog/lookup.resolver.js';

/** Every resolver class of the schema; add new ones here. */
export const resolvers: NonEmptyArray<Function> = [LookupResolver, AuthResolver];
