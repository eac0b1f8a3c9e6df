import { Migration } from '@mikro-orm/migrations';

/** A pending duplicate loses to the kept payment: rejected, its order reopened for a new payment. */
export const DUPLICATE_PENDING_REASON =
  'Referencia bancaria repetida en otro pago: registre el pago de nuevo con la referencia correcta.';
/** A verified duplicate (money already verified twice with one reference) is set aside for an admin to look at. */
export const DUPLICATE_CONFIRMED_REASON =
  'Referencia bancaria repetida en otro pago confirmado: revísela con el aliado (apartado al activar las referencias únicas).';

export class Migration20261125114055 extends Migration {
  override name = 'Migration20261125114055';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payments" add "reference_normalized" varchar(20) generated always as (ltrim(regexp_replace(reference, '\\D', '', 'g'), '0')) stored not null;`,
    );
    // Live payments that already share a bank and normalised reference would make the unique index fail: in each
    // group keep one (a verified one if any, else the newest) and take the others out of the live set.
    this.addSql(`create temporary table "payment_duplicates" on commit drop as
      select id, status from (
        select id, status, row_number() over (
          partition by bank_code, reference_normalized
          order by (status = 'verified') desc, created_at desc, id desc) as rank
        from payments where status <> 'rejected') ranked
      where rank > 1;`);
    this.addSql(`update orders o set status = 0, paid = false, issue_date = now(),
        expires_at = now() + interval '2 hours'
      from payments p join payment_duplicates d on d.id = p.id and d.status = 'pending'
      where o.id = p.order_id and o.status = 1;`);
    this.addSql(`update bookings b set status = 2
      from orders o join payments p on p.order_id = o.id join payment_duplicates d on d.id = p.id and d.status = 'pending'
      where b.id = o.activity_booking_id and b.status = 3;`);
    this.addSql(`update payments p set status = 'rejected', verified_at = coalesce(p.verified_at, now()),
        rejection_reason = case when d.status = 'pending' then '${DUPLICATE_PENDING_REASON}'
          else '${DUPLICATE_CONFIRMED_REASON}' end
      from payment_duplicates d where p.id = d.id;`);
    this.addSql(
      `create unique index "payments_bank_reference_live_unique" on "payments" ("bank_code", "reference_normalized") where status <> 'rejected';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payments_bank_reference_live_unique";`);
    this.addSql(`alter table "payments" drop column "reference_normalized";`);
  }
}
