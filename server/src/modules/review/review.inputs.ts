import { Field, ID, InputType, Int } from 'type-graphql';
import { reviewSchema } from '../../../../schema/validation/review.js';
import { ValidatedBy } from '../../graphql/validation.js';

@InputType({ description: 'Opinión sobre una reserva pagada cuya actividad ya terminó (una por reserva).' })
@ValidatedBy(reviewSchema)
export class WriteReviewInput {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int, { description: '1 a 5.' })
  rating!: number;

  @Field()
  title!: string;

  @Field()
  message!: string;
}
