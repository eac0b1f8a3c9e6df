import { Col, Form, type ColProps } from 'react-bootstrap';

export interface FilterOption {
  value: string;
  label: string;
}

/** What a filter shows (its id, value and change come from the list's state). */
export type FilterSelectProps = {
  label: string;
  /** The empty choice's text ("Todos", "Todas"). */
  all: string;
  options: FilterOption[];
} & Pick<ColProps, 'xs' | 'md' | 'lg'>;

/** One labelled filter of a list: "all" (empty value) then the options; the column takes the grid sizes given. */
export function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
  ...col
}: FilterSelectProps & { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Col {...col}>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Col>
  );
}

/** `{ value: { label } }` tables (the bookings' labels) as options. */
export const optionsOf = (labels: Record<string, { label: string }>): FilterOption[] =>
  Object.entries(labels).map(([value, { label }]) => ({ value, label }));
