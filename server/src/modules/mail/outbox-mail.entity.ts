import { type Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../persistence/base.entity.js';

/** One attached file as the outbox stores it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** The bytes in base64. */
  content: string;
}

export enum OutboxMailStatus {
  Pending = 'pending',
  Sent = 'sent',
  /** No SMTP_URL: kept for the development mailbox page. */
  Kept = 'kept',
  Failed = 'failed',
}
registerEnumType(OutboxMailStatus, { name: 'OutboxMailStatus' });

/** An e-mail written in the same transaction as the change it announces, delivered later by a job. */
@ObjectType()
@Entity({ tableName: 'outbox_mails' })
@Index({ properties: ['status', 'createdAt'] })
export class OutboxMail extends BaseEntity {
  @Field()
  @Index()
  @Property({ length: 254 })
  recipient: string;

  @Field()
  @Property({ length: 255 })
  subject: string;

  @Field()
  @Property({ type: 'text' })
  html: string;

  @Field()
  @Property({ type: 'text' })
  text: string;

  @Field(() => OutboxMailStatus)
  @Enum({
    items: () => OutboxMailStatus,
    nativeEnumName: 'outbox_mail_status',
    default: OutboxMailStatus.Pending,
  })
  status: OutboxMailStatus & Opt = OutboxMailStatus.Pending;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date;

  @Property({ type: 'text', nullable: true })
  lastError?: string;

  /** Files sent with the mail (the voucher PDF, a calendar event), contents in base64; written with the mail. */
  @Property({ type: 'json', nullable: true })
  attachments?: StoredAttachment[];

  constructor(data: {
    recipient: string;
    subject: string;
    html: string;
    text: string;
    attachments?: StoredAttachment[];
  }) {
    super();
    this.recipient = data.recipient;
    this.subject = data.subject;
    this.html = data.html;
    this.text = data.text;
    if (data.attachments?.length) this.attachments = data.attachments;
  }
}
