import { Accordion } from 'react-bootstrap';

export interface FaqItem {
  q: string;
  a: string;
}

/**
 * Questions and answers as a Bootstrap accordion (the help centre, the supplier landing and the activity page).
 * Each question is a button in an h3 (WAI-ARIA accordion pattern); all start closed.
 */
export function FaqAccordion({ items, idPrefix }: { items: readonly FaqItem[]; idPrefix: string }) {
  return (
    <Accordion alwaysOpen className="xp-faq">
      {items.map((item, index) => (
        <Accordion.Item key={`${idPrefix}-${index}`} eventKey={String(index)}>
          <Accordion.Header as="h3">{item.q}</Accordion.Header>
          <Accordion.Body className="text-body-secondary">{item.a}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
