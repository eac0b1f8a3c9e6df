import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { AdminFailures, FailedMail, JobFailuresService } from './job-failures.js';

/** The admin dashboard's failed e-mails and jobs, and their "Reintentar". */
@Authorized('admin')
@Resolver()
export class JobFailuresResolver {
  private readonly failures = new JobFailuresService();

  @Query(() => AdminFailures, {
    description: 'Correos que agotaron sus intentos y trabajos fallidos (50 de cada).',
  })
  adminFailures(@Ctx() ctx: Context): Promise<AdminFailures> {
    return this.failures.list(ctx);
  }

  @Mutation(() => FailedMail, {
    description: 'Vuelve a enviar un correo fallido (con sus reintentos desde cero).',
  })
  retryFailedMail(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<FailedMail> {
    return this.failures.retryMail(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'Vuelve a poner en cola un trabajo fallido.' })
  retryFailedJob(
    @Ctx() ctx: Context,
    @Arg('queue') queue: string,
    @Arg('id', () => ID) id: string,
  ): Promise<boolean> {
    return this.failures.retryJob(ctx, queue, id);
  }
}
