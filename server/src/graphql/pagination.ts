import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../schema/constants.js';
import { BadInputError } from './errors.js';

/** One page of a list: `items, total, page, lastPage` (REST reshapes it to `data, total, currentPage, lastPage`). */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  lastPage: number;
}

/** `XPage` object type for any item type: `@ObjectType() class ActivityPage extends Paginated(Activity) {}`. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements PageOf<T> {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int)
    total!: number;

    @Field(() => Int)
    page!: number;

    @Field(() => Int)
    lastPage!: number;
  }
  return PageClass;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  page: number = 1;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE })
  perPage: number = DEFAULT_PAGE_SIZE;
}

/** Checks page/perPage and returns the SQL offset and limit. */
export function pageWindow(args: { page: number; perPage: number }): { offset: number; limit: number } {
  if (!Number.isInteger(args.page) || args.page < 1) {
    throw new BadInputError('La página debe ser un entero mayor o igual a 1.', { page: 'Debe ser ≥ 1.' });
  }
  if (!Number.isInteger(args.perPage) || args.perPage < 1 || args.perPage > MAX_PAGE_SIZE) {
    throw new BadInputError(`El tamaño de página debe estar entre 1 y ${MAX_PAGE_SIZE}.`, {
      perPage: `Debe estar entre 1 y ${MAX_PAGE_SIZE}.`,
    });
  }
  return { offset: (args.page - 1) * args.perPage, limit: args.perPage };
}

export function toPage<T>(items: T[], total: number, args: { page: number; perPage: number }): PageOf<T> {
  return { items, total, page: args.page, lastPage: Math.max(1, Math.ceil(total / args.perPage)) };
}
