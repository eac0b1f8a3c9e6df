import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { list, t, Trans } from './index';

describe('client translations', () => {
  it('interpolates values and keeps unknown placeholders', () => {
    expect(t('auth.login.welcome', { name: 'Carla' })).toBe('Bienvenido Carla');
    expect(t('auth.login.welcome')).toBe('Bienvenido {{name}}');
  });

  it('chooses _zero, _one and _other by count', () => {
    expect(t('catalog.search.found', { count: 0 })).toBe('No se encontraron actividades');
    expect(t('catalog.search.found', { count: 1 })).toBe('Se encontró 1 actividad');
    expect(t('catalog.search.found', { count: 7 })).toBe('Se encontraron 7 actividades');
  });

  it('answers the key itself when a text is missing', () => {
    expect(t('no.such.key' as never)).toBe('no.such.key');
  });

  it('renders tagged texts with the given elements', () => {
    const fragment = Trans({
      i18nKey: 'catalog.card.from',
      values: { price: '$35.00' },
      components: { price: <strong /> },
    }) as ReactElement<{ children: unknown[] }>;
    const [before, price, after] = fragment.props.children as [
      string,
      ReactElement<{ children: string }>,
      string,
    ];
    expect([before, after]).toEqual(['Desde ', ' por persona']);
    expect(isValidElement(price) && price.type).toBe('strong');
    expect(price.props.children).toBe('$35.00');
  });

  it('reads lists of the current dictionary', () => {
    expect(list((d) => d.catalog.help.faq).length).toBeGreaterThan(0);
  });
});
