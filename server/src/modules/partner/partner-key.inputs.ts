import { Field, InputType, ObjectType } from 'type-graphql';
import { partnerKeySchema } from '../../../../schema/validation/partner-key.js';
import { Paginated } from '../../graphql/pagination.js';
import { ValidatedBy } from '../../graphql/validation.js';
import { PartnerKey } from './partner-key.entity.js';

@ObjectType()
export class PartnerKeyPage extends Paginated(PartnerKey) {}

@InputType()
@ValidatedBy(partnerKeySchema)
export class IssuePartnerKeyInput {
  @Field({ description: 'Nombre de la clave (p. ej. "Agencia Sol — producción").' })
  name!: string;

  @Field({ description: 'Organisation and contact person of the partner.' })
  organisation!: string;

  // Strings checked by the shared schema, so a wrong value gets the Spanish message.
  @Field(() => [String], { description: 'catalog:read, bookings:read, bookings:write, payments:write.' })
  scopes!: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Último día de validez (AAAA-MM-DD); sin vencimiento si se omite.',
  })
  expiresAt?: string | null;
}

@ObjectType({ description: 'Una clave recién emitida: `key` se muestra esta única vez.' })
export class IssuedPartnerKey {
  @Field(() => PartnerKey)
  partnerKey!: PartnerKey;

  @Field({ description: 'xpk_<prefijo>_<secreto>; solo se guarda su hash.' })
  key!: string;
}
