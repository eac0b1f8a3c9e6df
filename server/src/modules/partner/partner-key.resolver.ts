import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SortedPageArgs, sortDescription } from '../../graphql/pagination.js';
import { PartnerKey } from './partner-key.entity.js';
import { IssuedPartnerKey, IssuePartnerKeyInput, PartnerKeyPage } from './partner-key.inputs.js';
import { PARTNER_KEY_SORT, PartnerKeyService } from './partner-key.service.js';

/** Admins issue, list and revoke the partner API keys of /api/v1. */
@Authorized('admin')
@Resolver()
export class PartnerKeyResolver {
  private readonly keys = new PartnerKeyService();

  @Query(() => PartnerKeyPage, {
    description: `Claves de API de aliados comerciales, la más reciente primero. ${sortDescription(PARTNER_KEY_SORT)}`,
  })
  partnerKeys(
    @Ctx() ctx: Context,
    @Args(() => SortedPageArgs) args: SortedPageArgs,
  ): Promise<PartnerKeyPage> {
    return this.keys.list(ctx, args);
  }

  @Mutation(() => IssuedPartnerKey, { description: 'Emite una clave; el secreto se devuelve solo esta vez.' })
  issuePartnerKey(
    @Ctx() ctx: Context,
    @Arg('input', () => IssuePartnerKeyInput) input: IssuePartnerKeyInput,
  ): Promise<IssuedPartnerKey> {
    return this.keys.issue(ctx, input);
  }

  @Mutation(() => PartnerKey, { description: 'Revoca una clave: desde ya responde 401.' })
  revokePartnerKey(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<PartnerKey> {
    return this.keys.revoke(ctx, id);
  }
}
