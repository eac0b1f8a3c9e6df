import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Payment } from './payment.entity.js';
import { proofUrl } from './payment-proof.service.js';

@Resolver(() => Payment)
export class PaymentProofResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Comprobante adjunto (captura del banco): GET con la sesión del cliente, del aliado de la actividad o de un administrador. Se adjunta con POST multipart /api/v1/payment/{id}/proof (campo image).',
  })
  proofUrl(@Root() root: Payment): string | null {
    return proofUrl(root);
  }
}
