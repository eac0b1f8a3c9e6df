import { Field, InputType } from 'type-graphql';
import { supplierLeadSchema } from '../../../../schema/validation/supplier-lead.js';
import { ValidatedBy } from '../../graphql/validation.js';

@InputType({ description: "Formulario 'Solicitar registro' de la página para aliados." })
@ValidatedBy(supplierLeadSchema)
export class CreateSupplierLeadInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  phone!: string;

  @Field()
  company!: string;

  @Field()
  city!: string;

  @Field(() => String, { nullable: true })
  message?: string | null;
}
