import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECTS,
  AUDIT_ROLES,
  type AuditAction,
  type AuditObjectType,
  type AuditRole,
} from '../../../../schema/audit';
import { Pagination } from '../paginated-table';

/** One entry as both screens select it (supplierAudit and auditLog). */
export interface AuditRow {
  id: string;
  createdAt: string;
  action: string;
  actorId: string | null;
  actorRole: string;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  objectType: string;
  objectId: string;
  supplierId: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

export interface AuditFilters {
  from?: string;
  to?: string;
  action?: string;
  objectType?: string;
  supplierId?: string;
  actorId?: string;
}

const CARACAS = new Intl.DateTimeFormat('es-VE', {
  timeZone: 'America/Caracas',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** When, in Caracas time. */
export function caracasTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : CARACAS.format(date);
}

export const actionLabel = (code: string) => AUDIT_ACTIONS[code as AuditAction] ?? code;
const objectLabel = (type: string) => AUDIT_OBJECTS[type as AuditObjectType] ?? type;
const roleLabel = (role: string) => AUDIT_ROLES[role as AuditRole] ?? role;

/** The filter form: date range, action, object type, and (admins) the supplier and the acting account. */
function FilterForm({
  value,
  onChange,
  admin,
}: {
  value: AuditFilters;
  onChange(next: AuditFilters): void;
  admin: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value || undefined });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
  };
  return (
    <Form onSubmit={submit} className="mb-3" aria-label="Filtros" data-testid="audit-filters">
      <Row xs={1} sm={2} lg={admin ? 6 : 4} className="g-2 align-items-end">
        <Col>
          <Form.Group controlId="audit-from">
            <Form.Label className="small mb-1">Desde</Form.Label>
            <Form.Control type="date" value={draft.from ?? ''} onChange={set('from')} />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId="audit-to">
            <Form.Label className="small mb-1">Hasta</Form.Label>
            <Form.Control type="date" value={draft.to ?? ''} onChange={set('to')} />
          </Form.Group>
        </Col>
        <CodeSelect
          id="audit-action"
          label="Acción"
          all="Todas"
          codes={AUDIT_ACTIONS}
          value={draft.action}
          onChange={set('action')}
        />
        <CodeSelect
          id="audit-object"
          label="Objeto"
          all="Todos"
          codes={AUDIT_OBJECTS}
          value={draft.objectType}
          onChange={set('objectType')}
        />
        {admin && (
          <>
            <Col>
              <Form.Group controlId="audit-supplier">
                <Form.Label className="small mb-1">Aliado (id)</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  value={draft.supplierId ?? ''}
                  onChange={set('supplierId')}
                />
              </Form.Group>
            </Col>
            <Col>
              <Form.Group controlId="audit-actor">
                <Form.Label className="small mb-1">Cuenta (id)</Form.Label>
                <Form.Control inputMode="numeric" value={draft.actorId ?? ''} onChange={set('actorId')} />
              </Form.Group>
            </Col>
          </>
        )}
      </Row>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm">
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          Filtrar
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setDraft({});
            onChange({});
          }}
        >
          Limpiar
        </Button>
      </div>
    </Form>
  );
}

function Changes({ changes }: { changes: AuditRow['changes'] }) {
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="list-unstyled mb-0 small">
      {changes.map((c) => (
        <li key={c.field}>
          <span className="text-body-secondary">{c.field}:</span> {c.before ?? '∅'} → {c.after ?? '∅'}
        </li>
      ))}
    </ul>
  );
}

export interface AuditTrailProps {
  rows: AuditRow[];
  loading: boolean;
  error?: string;
  filters: AuditFilters;
  onFilters(next: AuditFilters): void;
  paging: {
    page: number;
    perPage: number;
    total: number;
    lastPage: number;
    onPageChange(page: number): void;
    onPerPageChange(perPage: number): void;
  };
  /** Admins: supplier and account filters, and the acting account's e-mail. */
  admin?: boolean;
  /** Where an entry's object opens, when it has a screen. */
  objectLink?(row: AuditRow): string | undefined;
  /** Shown beside the title (the CSV link). */
  actions?: ReactNode;
}

/**
 * The audit trail as a list (a table that becomes one card per entry below the md breakpoint, styles.css
 * `.xp-audit-table`): when (Caracas), who, role, action, object with its link, before → after, IP.
 */
export function AuditTrail({
  rows,
  loading,
  error,
  filters,
  onFilters,
  paging,
  admin = false,
  objectLink,
  actions,
}: AuditTrailProps) {
  return (
    <>
      {actions}
      <FilterForm value={filters} onChange={onFilters} admin={admin} />
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <table className="table table-sm align-middle xp-audit-table" data-testid="audit-table">
        <caption className="visually-hidden">Registro de auditoría</caption>
        <thead>
          <tr>
            <th scope="col">Cuándo (Caracas)</th>
            <th scope="col">Quién</th>
            <th scope="col">Acción</th>
            <th scope="col">Objeto</th>
            <th scope="col">Antes → después</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {loading && rows.length === 0 && (
            <tr>
              <td colSpan={6} className="text-body-secondary">
                Cargando…
              </td>
            </tr>
          )}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={6} className="text-body-secondary">
                No hay actividad con estos filtros.
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const link = objectLink?.(row);
            const object = `${objectLabel(row.objectType)} #${row.objectId}`;
            return (
              <tr key={row.id} data-testid="audit-entry">
                <td data-label="Cuándo" className="text-nowrap">
                  {caracasTime(row.createdAt)}
                </td>
                <td data-label="Quién">
                  <div>{row.actorEmail ?? (row.actorId ? `Cuenta #${row.actorId}` : '—')}</div>
                  <div className="small text-body-secondary">{roleLabel(row.actorRole)}</div>
                </td>
                <td data-label="Acción">
                  <strong>{actionLabel(row.action)}</strong>
                </td>
                <td data-label="Objeto">{link ? <Link to={link}>{object}</Link> : object}</td>
                <td data-label="Cambios">
                  <Changes changes={row.changes} />
                </td>
                <td data-label="IP" className="small">
                  <span title={row.userAgent ?? undefined}>{row.ip ?? '—'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {paging.total > 0 && (
        <Pagination
          page={paging.page}
          lastPage={paging.lastPage}
          total={paging.total}
          perPage={paging.perPage}
          onPageChange={paging.onPageChange}
          onPerPageChange={paging.onPerPageChange}
        />
      )}
    </>
  );
}

/** The filters as the API takes them (empty ones left out). */
export function filterInput(filters: AuditFilters) {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
  return entries.length ? Object.fromEntries(entries) : null;
}

/** A filter over one table of codes and their Spanish labels, with "all" first. */
function CodeSelect(props: {
  id: string;
  label: string;
  all: string;
  codes: Record<string, string>;
  value?: string | null;
  onChange: ComponentProps<typeof Form.Select>['onChange'];
}) {
  return (
    <Col>
      <Form.Group controlId={props.id}>
        <Form.Label className="small mb-1">{props.label}</Form.Label>
        <Form.Select value={props.value ?? ''} onChange={props.onChange}>
          <option value="">{props.all}</option>
          {Object.entries(props.codes).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}
