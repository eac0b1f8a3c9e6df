import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * One `Idempotency-Key` of a creating POST on /api/v1: the first answer (status and body) is kept 24 h and replayed
 * for the same key and body. A row without `completedAt` is a request still in flight.
 */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ properties: ['principal', 'key'] })
export class IdempotencyKey {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** Who sent it: `partner:<id>`, `user:<id>` or `ip:<address>`; another principal's key never replays. */
  @Property({ length: 80 })
  principal: string;

  @Property({ length: 255 })
  key: string;

  @Property({ length: 8 })
  method: string;

  @Property({ length: 255 })
  path: string;

  /** SHA-256 of the JSON body; the same key with another body is refused (422). */
  @Property({ length: 64 })
  bodyHash: string;

  @Property({ type: 'integer', nullable: true })
  statusCode?: number;

  @Property({ type: 'json', nullable: true })
  responseBody?: unknown;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date;

  constructor(data: { principal: string; key: string; method: string; path: string; bodyHash: string }) {
    this.principal = data.principal;
    this.key = data.key;
    this.method = data.method;
    this.path = data.path;
    this.bodyHash = data.bodyHash;
  }
}
