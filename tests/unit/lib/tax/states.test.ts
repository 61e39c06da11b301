import { describe, expect, it } from 'vitest';
import { cities } from '../../../../data/cities';
import { GST_STATES, gstStateOfCode, stateCodeOf } from '../../../../lib/tax/states';

describe('GST state codes', () => {
  it('lists the 28 states, the 8 union territories and 97 Other Territory, each code once, in order', () => {
    expect(GST_STATES).toHaveLength(37);
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
    expect(gstStateOfCode('38')?.name).toBe('Ladakh');
    expect(gstStateOfCode('97')?.name).toBe('Other Territory');
    expect(gstStateOfCode('07')).toEqual({ code: '07', name: 'Delhi', stateTax: 'SGST' });
    expect(gstStateOfCode('25')).toBeNull();
  });

  it('names UTGST only in the union territories without a legislature and Other Territory', () => {
    const utgst = GST_STATES.filter((state) => state.stateTax === 'UTGST').map((state) => state.name);
    expect(utgst).toEqual([
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Lakshadweep',
      'Andaman and Nicobar Islands',
      'Ladakh',
      'Other Territory',
    ]);
  });

  it('finds a code by name, whatever the case, spacing, "&" or older name', () => {
    expect(stateCodeOf('Delhi')).toBe('07');
    expect(stateCodeOf('NCT of Delhi')).toBe('07');
    expect(stateCodeOf('  tamil   NADU ')).toBe('33');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Andaman & Nicobar Islands')).toBe('35');
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('Pondicherry')).toBe('34');
    expect(stateCodeOf('Andhra Pradesh')).toBe('37');
    expect(stateCodeOf('Telangana')).toBe('36');
    expect(stateCodeOf('Atlantis')).toBeNull();
    expect(stateCodeOf('')).toBeNull();
    for (const state of GST_STATES) expect(stateCodeOf(state.name.toUpperCase())).toBe(state.code);
  });

  it('maps the state of every city we list (data/cities) to a code', () => {
    for (const city of cities) expect(stateCodeOf(city.state), `${city.slug}: ${city.state}`).not.toBeNull();
    const bySlug = Object.fromEntries(cities.map((city) => [city.slug, stateCodeOf(city.state)]));
    expect(bySlug.delhi).toBe('07');
    expect(bySlug.gurugram).toBe('06');
    expect(bySlug.noida).toBe('09');
  });
});
