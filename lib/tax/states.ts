/**
 * The GST state and union-territory codes: the first two digits of every GSTIN and the "state code" a tax
 * invoice prints beside the recipient's state and the place of supply (CGST Rules, rule 46(e) and (n)).
 * Pure data and code, no I/O; the browser may import it.
 *
 * The list is the GST system's: the 28 states and 8 union territories as they are today, and 97 "Other
 * Territory" (India's territory outside every state and UT, e.g. offshore installations). Retired codes are
 * left out: 25 (Daman and Diu, merged into 26 on 26 January 2020; its taxpayers registered afresh under 26)
 * and 28 (Andhra Pradesh before its division in 2014; GST, which began in 2017, uses 37).
 */

/** One GST state or union territory. */
export interface GstState {
  /** Two-digit GST code, e.g. '07'. */
  code: string;
  /** Name as the GST system writes it, e.g. 'Delhi'. */
  name: string;
  /**
   * The name of the state half of an intra-state supply's tax there: UTGST in the union territories without
   * a legislature and in "Other Territory" (Union Territory Goods and Services Tax Act 2017, section 1(2)),
   * SGST in the states and in Delhi, Puducherry and Jammu and Kashmir, which levy their own.
   */
  stateTax: 'SGST' | 'UTGST';
}

/** Every GST state and union territory with its code, in code order. */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', stateTax: 'SGST' },
  { code: '02', name: 'Himachal Pradesh', stateTax: 'SGST' },
  { code: '03', name: 'Punjab', stateTax: 'SGST' },
  { code: '04', name: 'Chandigarh', stateTax: 'UTGST' },
  { code: '05', name: 'Uttarakhand', stateTax: 'SGST' },
  { code: '06', name: 'Haryana', stateTax: 'SGST' },
  { code: '07', name: 'Delhi', stateTax: 'SGST' },
  { code: '08', name: 'Rajasthan', stateTax: 'SGST' },
  { code: '09', name: 'Uttar Pradesh', stateTax: 'SGST' },
  { code: '10', name: 'Bihar', stateTax: 'SGST' },
  { code: '11', name: 'Sikkim', stateTax: 'SGST' },
  { code: '12', name: 'Arunachal Pradesh', stateTax: 'SGST' },
  { code: '13', name: 'Nagaland', stateTax: 'SGST' },
  { code: '14', name: 'Manipur', stateTax: 'SGST' },
  { code: '15', name: 'Mizoram', stateTax: 'SGST' },
  { code: '16', name: 'Tripura', stateTax: 'SGST' },
  { code: '17', name: 'Meghalaya', stateTax: 'SGST' },
  { code: '18', name: 'Assam', stateTax: 'SGST' },
  { code: '19', name: 'West Bengal', stateTax: 'SGST' },
  { code: '20', name: 'Jharkhand', stateTax: 'SGST' },
  { code: '21', name: 'Odisha', stateTax: 'SGST' },
  { code: '22', name: 'Chhattisgarh', stateTax: 'SGST' },
  { code: '23', name: 'Madhya Pradesh', stateTax: 'SGST' },
  { code: '24', name: 'Gujarat', stateTax: 'SGST' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', stateTax: 'UTGST' },
  { code: '27', name: 'Maharashtra', stateTax: 'SGST' },
  { code: '29', name: 'Karnataka', stateTax: 'SGST' },
  { code: '30', name: 'Goa', stateTax: 'SGST' },
  { code: '31', name: 'Lakshadweep', stateTax: 'UTGST' },
  { code: '32', name: 'Kerala', stateTax: 'SGST' },
  { code: '33', name: 'Tamil Nadu', stateTax: 'SGST' },
  { code: '34', name: 'Puducherry', stateTax: 'SGST' },
  { code: '35', name: 'Andaman and Nicobar Islands', stateTax: 'UTGST' },
  { code: '36', name: 'Telangana', stateTax: 'SGST' },
  { code: '37', name: 'Andhra Pradesh', stateTax: 'SGST' },
  { code: '38', name: 'Ladakh', stateTax: 'UTGST' },
  { code: '97', name: 'Other Territory', stateTax: 'UTGST' },
];

/**
 * Other names people and older lists use, keyed by the normalised form (see `normalise`): the official
 * long names, the pre-2011 spellings, and short forms.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  'new delhi': '07',
  orissa: '21',
  uttaranchal: '05',
  pondicherry: '34',
  'andaman and nicobar': '35',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'j and k': '01',
};

/** Lower case, `&` as "and", punctuation dropped, spaces collapsed: "Jammu & Kashmir" -> "jammu and kashmir". */
function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...GST_STATES.map((state) => [normalise(state.name), state.code] as const),
  ...Object.entries(ALIASES),
]);
const BY_CODE: ReadonlyMap<string, GstState> = new Map(GST_STATES.map((state) => [state.code, state]));

/**
 * The GST code of a state or union territory by its name, tolerant of case, spacing, punctuation, `&` for
 * "and" and the common other names ("NCT of Delhi", "Orissa", "Pondicherry"): 'tamil nadu' -> '33'.
 * @returns the two-digit code, or null for a name that is not a state or union territory.
 */
export function stateCodeOf(stateName: string): string | null {
  return BY_NAME.get(normalise(stateName)) ?? null;
}

/** The state or union territory of a two-digit GST code ('07' -> Delhi), or null for an unknown code. */
export function gstStateOfCode(code: string): GstState | null {
  return BY_CODE.get(code) ?? null;
}
